// The reads the early script sent (src/app/send-first-reads.ts), handed over to the entry through one property
// of the page's global object, since the two are bundled apart. Rules:
//   - the early script sends nothing once the entry has started (it came late): the loader asks itself;
//   - a sent read is taken at most once, by the loader that asks for the same operation and input;
//   - once the first load has run, what no loader took is dropped: a read sent for an address the load did not
//     open (a redirect to login or to another screen) is never taken later, stale.
/** The global property both scripts meet at. */
export const SENT_READS_GLOBAL = '__portalFirstReads';

interface Handoff {
  started?: true;
  reads: Map<string, Promise<Response>>;
}

const handoff = (): Handoff => {
  const global = globalThis as unknown as Record<string, Handoff | undefined>;
  return (global[SENT_READS_GLOBAL] ??= { reads: new Map() });
};

/** Early script: sends a read under `key`, unless the entry has started already. */
export function sendEarly(key: string, send: () => Promise<Response>) {
  const { started, reads } = handoff();
  if (started) return;
  const sent = send();
  // A failure nobody takes is not an error of the page; the loader that takes it sees it.
  sent.catch(() => undefined);
  reads.set(key, sent);
}

/** Entry: from now on the early script sends nothing. */
export function entryStarted() {
  handoff().started = true;
}

/** Loader: the answer (or the request in flight) sent early under `key`, once. */
export function takeSentRead(key: string): Promise<Response> | undefined {
  const { reads } = handoff();
  const sent = reads.get(key);
  reads.delete(key);
  return sent;
}

/** Entry, after its first load: drops what no loader took. */
export function dropSentReads() {
  handoff().reads.clear();
}
