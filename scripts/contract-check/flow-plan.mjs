// Which writes the check can send as a flow that cleans up after itself, derived from the contract's `x-mock`
// declarations (the collections the remembering mock keeps): a collection with a create, a delete and a list
// read makes a chain create → list → update(s) → list → delete → list. Every other write is skipped with the
// reason, so nothing the run did not create is ever changed.
import { eachOperation } from '../lib/operations.mjs';

const rulesOf = (op) => [op['x-mock'] ?? []].flat();

/**
 * @param {Record<string, any>} doc the readable contract
 * @returns {{ chains: Record<string, any>[], skipped: Map<string, string> }} `skipped`: operationId → why it has no chain
 */
export function planFlows(doc) {
  const byCollection = new Map();
  const writes = [];
  for (const entry of eachOperation(doc)) {
    if (entry.op['x-kind'] === 'mutation') writes.push(entry);
    for (const rule of rulesOf(entry.op)) {
      if (!rule.collection) continue;
      if (!byCollection.has(rule.collection)) byCollection.set(rule.collection, []);
      byCollection.get(rule.collection).push({ entry, rule });
    }
  }
  const chains = [];
  for (const [collection, uses] of byCollection) {
    const create = uses.find(({ rule }) => rule.write === 'create' && !rule.each);
    const remove = uses.find(({ rule }) => rule.write === 'delete' && !rule.set);
    const list = uses.find(({ rule }) => rule.read === 'list' && !rule.filters?.taskIds);
    if (!create || !remove || !list) continue;
    // The first update (the one taking the item's fields) is read back; the others (state changes) are sent too.
    const [update, ...moreUpdates] = uses.filter(({ rule }) => rule.write === 'update');
    chains.push({ collection, key: create.rule.key ?? 'id', create, list, update, moreUpdates, remove });
  }
  const inChain = new Set(
    chains.flatMap((c) =>
      [c.create, c.update, ...c.moreUpdates, c.remove].filter(Boolean).map((u) => u.entry.op.operationId),
    ),
  );
  const skipped = new Map();
  for (const { op } of writes) {
    if (inChain.has(op.operationId)) continue;
    skipped.set(op.operationId, skipReason(op, byCollection));
  }
  return { chains, skipped };
}

function skipReason(op, byCollection) {
  if (op['x-permission'] === 'public' || op.tags?.[0] === 'session')
    return 'a session call: sent only with --login (the check never ends a session it was handed)';
  const rules = rulesOf(op).filter((rule) => rule.collection);
  if (!rules.length)
    return 'no flow: the contract declares no collection it writes (x-mock), so the run cannot create what it would change';
  const rule = rules[0];
  const uses = byCollection.get(rule.collection) ?? [];
  if (rule.write === 'create' && !uses.some((u) => u.rule.write === 'delete' && !u.rule.set))
    return `no flow: '${rule.collection}' has no delete, so what it creates would stay behind`;
  if (rule.each) return `no flow: it creates one '${rule.collection}' item per element, which nothing deletes`;
  return `no flow: '${rule.collection}' has no create, so it would change items the run did not create`;
}
