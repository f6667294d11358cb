// "Now" for the query of a search. A loader and its page each resolve a range such as 'today' or 'last hour'
// against the current time; taken apart, the two moments can fall on both sides of a 5-minute boundary, and the
// page then asks a query the loader did not preload. Both ask here with the same search (the URL's values) and
// get the same moment, as long as the router would still use the loader's preload (30 s). The moment is kept on
// the page's global object: the script run before the entry (src/app/send-first-reads.ts, bundled apart) takes
// it first for the screen's first reads, and the entry's loader then asks for the very same period.
const REUSE_MS = 30_000;

/** The global property every script of the page meets at. */
const MOMENT_GLOBAL = '__portalMoment';

const memory = globalThis as unknown as Record<typeof MOMENT_GLOBAL, { key: string; at: Date } | undefined>;

export function momentOf(search: object, now: () => Date = () => new Date()): Date {
  const key = JSON.stringify(search);
  const at = now();
  const last = memory[MOMENT_GLOBAL];
  if (last?.key === key && at.getTime() - last.at.getTime() <= REUSE_MS) return last.at;
  memory[MOMENT_GLOBAL] = { key, at };
  return at;
}
