// "Now" for the query of a search. A loader and its page each resolve a range such as 'today' or 'last hour'
// against the current time; taken apart, the two moments can fall on both sides of a 5-minute boundary, and the
// page then asks a query the loader did not preload. Both ask here with the same search (the URL's values) and
// get the same moment, as long as the router would still use the loader's preload (30 s).
const REUSE_MS = 30_000;

let last: { key: string; at: Date } | undefined;

export function momentOf(search: object, now: () => Date = () => new Date()): Date {
  const key = JSON.stringify(search);
  const at = now();
  if (last?.key !== key || at.getTime() - last.at.getTime() > REUSE_MS) last = { key, at };
  return last.at;
}
