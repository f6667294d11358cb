// What the quick switcher offers for what was typed: screens, domains and certificates whose name contains
// every typed word (case aside). Ours: a name that starts with the text comes first, then one with a word
// starting with it, then one containing it, then a match in the detail line only (a screen's section, a
// domain's account); within a rank screens come before domains and domains before certificates.

export type EntryKind = 'screen' | 'domain' | 'certificate';

export interface SwitcherEntry {
  kind: EntryKind;
  /** What the list shows, in the current language. */
  label: string;
  /** A second line: the section of a screen, the kind of result. */
  detail: string;
  /** Where it goes: a route path and its search params (the filters set). */
  to: string;
  search?: Record<string, string | number>;
}

/** Results shown at most; typing more narrows them. */
export const MAX_RESULTS = 12;

const KIND_ORDER: Record<EntryKind, number> = { screen: 0, domain: 1, certificate: 2 };

const normalize = (text: string) => text.trim().toLowerCase();

function rank(entry: SwitcherEntry, query: string, words: readonly string[]): number | undefined {
  const label = entry.label.toLowerCase();
  const everything = `${label} ${entry.detail.toLowerCase()}`;
  if (!words.every((word) => everything.includes(word))) return undefined;
  if (label.startsWith(query)) return 0;
  if (label.split(/[\s./\-_]+/).some((part) => part.startsWith(query))) return 1;
  if (label.includes(query)) return 2;
  return 3;
}

/** The entries matching `typed`, best first; with nothing typed, the screens in their order. */
export function matchEntries(entries: readonly SwitcherEntry[], typed: string): SwitcherEntry[] {
  const query = normalize(typed);
  if (!query) return entries.filter((entry) => entry.kind === 'screen').slice(0, MAX_RESULTS);
  const words = query.split(/\s+/);
  return entries
    .flatMap((entry, index) => {
      const score = rank(entry, query, words);
      return score === undefined ? [] : [{ entry, score, index }];
    })
    .sort((a, b) => a.score - b.score || KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || a.index - b.index)
    .slice(0, MAX_RESULTS)
    .map(({ entry }) => entry);
}

/** The option the arrow keys move to, wrapping around the list. */
export function nextActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return 0;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return (active + (key === 'ArrowDown' ? 1 : -1) + count) % count;
}

/** The same entry in another list of results (the list is built again as the domains and certificates arrive). */
export const sameEntry = (a: SwitcherEntry, b: SwitcherEntry) =>
  a.kind === b.kind && a.label === b.label && a.detail === b.detail && a.to === b.to;
