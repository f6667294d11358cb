// A distribution cut to its largest entries, the rest summed into one 'Other' entry (the protected-IP area
// chart keeps 9, specification 002 §3.5 and §9). The caller passes the translated label of Other; the entry
// is also flagged, so a chart can paint it gray even if a real entry happens to carry the same label.

export interface DistributionEntry {
  label: string;
  value: number;
  /**
   * The palette slot of the curve that draws the same thing beside the chart (a status class, hits), so the
   * entry keeps that curve's colour; by default, its place in the chart.
   */
  color?: number;
}

export interface TopEntry extends DistributionEntry {
  isOther: boolean;
}

export const DEFAULT_TOP = 9;

/** The API sends some distributions as maps of name to value (areaEgressFlow); both shapes are accepted. */
export type Distribution = readonly DistributionEntry[] | Readonly<Record<string, number | null | undefined>>;

function entriesOf(distribution: Distribution): DistributionEntry[] {
  const list = Array.isArray(distribution)
    ? (distribution as readonly DistributionEntry[])
    : Object.entries(distribution).map(([label, value]) => ({ label, value: value as number }));
  // A missing value is not a share of anything.
  return list.filter((entry) => typeof entry.value === 'number' && Number.isFinite(entry.value));
}

/**
 * The `top` largest entries, sorted descending (ties keep their given order), then Other with the sum of the
 * rest. There is no Other entry when nothing is left over.
 */
export function topWithOther(distribution: Distribution, otherLabel: string, top = DEFAULT_TOP): TopEntry[] {
  // Array.prototype.sort is stable, so equal values keep the order the caller gave them.
  const sorted = entriesOf(distribution).sort((a, b) => b.value - a.value);
  const count = Math.max(0, Math.trunc(top));
  const kept: TopEntry[] = sorted.slice(0, count).map((entry) => ({ ...entry, isOther: false }));
  const rest = sorted.slice(count);
  if (rest.length === 0) return kept;
  return [...kept, { label: otherLabel, value: rest.reduce((sum, entry) => sum + entry.value, 0), isOther: true }];
}
