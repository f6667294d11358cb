// The operations of the two sides, paired: by operationId, else by method and path (a renamed id). What has no
// partner was removed or added; a pair whose path, method or id differs moved.
import { eachOperation } from '../lib/operations.mjs';
import { finding } from './classify.mjs';

/**
 * @typedef {{ id: string, method: string, route: string, op: Record<string, any> }} Entry
 */

/** @returns {Entry[]} */
const entries = (doc) =>
  [...eachOperation(doc)].map(({ route, method, op }) => ({ id: op.operationId, method, route, op }));

const place = (/** @type {Entry} */ e) => `${e.method.toUpperCase()} ${e.route}`;

/** The operation a finding is about, as a report names it (the head's name and place when there is one). */
export const about = (/** @type {Entry} */ e) => ({ operationId: e.id, method: e.method, path: e.route });

/**
 * @returns {{ pairs: [Entry, Entry][], findings: import('./classify.mjs').Finding[] }}
 */
export function pairOperations(base, head) {
  const [was, is] = [entries(base), entries(head)];
  const baseIds = new Set(was.map((e) => e.id));
  const byId = new Map(is.map((e) => [e.id, e]));
  const byPlace = new Map(is.map((e) => [place(e), e]));
  /** @type {[Entry, Entry][]} */
  const pairs = [];
  const findings = [];
  const paired = new Set();
  for (const b of was) {
    const renamed = byPlace.get(place(b));
    const h = byId.get(b.id) ?? (renamed && !baseIds.has(renamed.id) ? renamed : undefined);
    if (!h) {
      findings.push(
        finding({
          rule: 'operation-removed',
          source: 'contract',
          ...about(b),
          breaks: 'clients',
          what: 'The operation was removed.',
          was: place(b),
          why: 'every client that still makes this call gets an error instead of an answer',
        }),
      );
      continue;
    }
    paired.add(h);
    pairs.push([b, h]);
    if (h.id !== b.id)
      findings.push(
        finding({
          rule: 'operation-id-changed',
          source: 'contract',
          ...about(h),
          breaks: 'clients',
          what: 'The operationId changed (matched by method and path).',
          was: b.id,
          is: h.id,
          why: "the portal's operation table, its query keys and generated clients name the call by its id",
        }),
      );
    if (place(h) !== place(b))
      findings.push(
        finding({
          rule: 'operation-moved',
          source: 'contract',
          ...about(h),
          breaks: 'both',
          what: h.method !== b.method ? 'The method changed.' : 'The path changed.',
          was: place(b),
          is: place(h),
          why: 'clients still call the old place, and a server that answers there no longer conforms',
        }),
      );
  }
  for (const h of is.filter((e) => !paired.has(e)))
    findings.push(
      finding({
        rule: 'operation-added',
        source: 'contract',
        ...about(h),
        breaks: 'none',
        what: 'The operation was added.',
        is: place(h),
        why: 'servers will have to answer it before a client relies on it',
      }),
    );
  return { pairs, findings };
}
