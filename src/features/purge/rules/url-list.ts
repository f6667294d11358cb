// The URL list of a purge or prefetch push (specification 002 §5.3): one URL a line, each beginning with
// http:// or https:// and a host, a directory ending with '/'; at most 100 a push. The input is forgiving:
// blank lines and surrounding spaces are ignored, repeats are dropped (and reported), and every line that
// cannot be sent is reported with its line number and reason. More than 100 URLs become several pushes.

export const MAX_URLS_PER_PUSH = 100;

/** url: purge of single files; dir: purge of directories; prefetch: warming single files. */
export type PushKind = 'url' | 'dir' | 'prefetch';

export type UrlProblem =
  /** Does not begin with http:// or https://. */
  | 'scheme'
  /** http:// or https:// without a valid host after it. */
  | 'host'
  /** Contains a space or tab inside the address. */
  | 'space'
  /** A directory purge line that does not end with '/'. */
  | 'dirSlash';

export interface InvalidLine {
  /** 1-based, as the user sees the lines of the text box. */
  line: number;
  text: string;
  problem: UrlProblem;
}

export interface DuplicateLine {
  line: number;
  text: string;
  /** The line the same URL was first written on. */
  firstLine: number;
}

export interface UrlList {
  /** The URLs to send, trimmed, first occurrence only, in the order written. */
  urls: string[];
  invalid: InvalidLine[];
  duplicates: DuplicateLine[];
  /** The pushes the URLs need: consecutive slices of at most 100. */
  batches: string[][];
}

const SCHEME = /^https?:\/\//i;
// A host name or IPv4 address with an optional port, as accelerated domains are written.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}(?::\d{1,5})?$|^\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?$/i;

function problemOf(text: string, kind: PushKind): UrlProblem | undefined {
  if (!SCHEME.test(text)) return 'scheme';
  if (/\s/.test(text)) return 'space';
  const rest = text.replace(SCHEME, '');
  const host = rest.split(/[/?#]/, 1)[0] ?? '';
  if (!HOST.test(host)) return 'host';
  // A file URL may end with '/' too (a page served at its directory's address): only directories are held to it.
  if (kind === 'dir' && !text.endsWith('/')) return 'dirSlash';
  return undefined;
}

/** Splits the URLs into pushes of at most `size`. */
export function toBatches<T>(items: readonly T[], size = MAX_URLS_PER_PUSH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

export function parseUrlList(text: string, kind: PushKind): UrlList {
  const urls: string[] = [];
  const invalid: InvalidLine[] = [];
  const duplicates: DuplicateLine[] = [];
  const firstLineOf = new Map<string, number>();
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (!trimmed) return;
    const problem = problemOf(trimmed, kind);
    if (problem) {
      invalid.push({ line, text: trimmed, problem });
      return;
    }
    // The scheme and host are case-insensitive; the path is not, so only the former is folded for repeats.
    const key = trimmed.replace(/^(https?:\/\/[^/?#]+)/i, (origin) => origin.toLowerCase());
    const firstLine = firstLineOf.get(key);
    if (firstLine !== undefined) {
      duplicates.push({ line, text: trimmed, firstLine });
      return;
    }
    firstLineOf.set(key, line);
    urls.push(trimmed);
  });
  return { urls, invalid, duplicates, batches: toBatches(urls) };
}

/** The text as typed without the repeated lines: every other line, valid or not, stays where it was. */
export function removeDuplicateLines(text: string, list: UrlList): string {
  const repeated = new Set(list.duplicates.map((duplicate) => duplicate.line));
  return text
    .split(/\r\n|\r|\n/)
    .filter((_, index) => !repeated.has(index + 1))
    .join('\n');
}

/** The text left after some URLs were pushed: their lines (and repeats of them) go, everything else stays. */
export function withoutSent(text: string, sent: readonly string[]): string {
  const done = new Set(sent);
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => !done.has(line.trim()))
    .join('\n')
    .trim();
}
