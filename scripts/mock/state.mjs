// The remembering state of the mock: collections of items declared by the operations' `x-mock` extensions
// (openapi/README.md explains them), seeded from the examples at every start. Writes change the collections,
// reads answer from them; the answer given (Prism's, or the example the page harness picked) is the envelope,
// and this only replaces what a collection knows, or draws a curve over the period asked (curves.mjs). No
// operation has code of its own here. This file seeds the collections, moves their items along their
// lifecycles and sends each rule to its read (state-reads.mjs) or write (state-writes.mjs).
import { createValidator } from '../contract-check/schemas.mjs';
import { eachOperation, isSuccessCode, jsonResponse, resolveRef, successEnvelopeSchema } from '../lib/operations.mjs';
import { curveAnswer } from './curves.mjs';
import { item, list, names, problems } from './state-reads.mjs';
import { write } from './state-writes.mjs';
import { at, expand, forUser, schemaAt } from './state-values.mjs';

export { serverTime } from './state-values.mjs';

export const COLLECTION_LIMIT = 10_000;

/** An operation's x-mock as a list of rules (one write may change several collections). */
const rulesOf = (op) => [op['x-mock'] ?? []].flat();

// Compiling the contract's schemas is the slow part of a state: a fresh state per page test reuses them.
const validators = new WeakMap();
function validatorOf(doc) {
  if (!validators.has(doc)) validators.set(doc, createValidator(doc));
  return validators.get(doc);
}

/** One collection's seed: the named example(s) of its seeding read, or its first success example. */
function seedOf(doc, op, rule) {
  const data = successEnvelopeSchema(doc, op).properties.data;
  const examples = jsonResponse(op).examples ?? {};
  const named = [rule.seed ?? []].flat();
  const chosen = named.length
    ? named.map((name) => examples[name])
    : [Object.values(examples).find((ex) => isSuccessCode(op, ex.value?.code))];
  const seed =
    rule.read === 'item'
      ? chosen.map((ex) => ex?.value?.data).filter(Boolean)
      : (at(chosen[0]?.value?.data, rule.items) ?? []);
  const itemSchema = resolveRef(doc, rule.read === 'item' ? data : schemaAt(doc, data, rule.items)?.items);
  return { itemSchema, seed, lifecycle: [], items: [], changed: new Map() };
}

/** The collections the contract declares, each with its seed and the lifecycle steps of every rule naming it. */
function declareCollections(doc) {
  const collections = new Map();
  // A curve keeps no collection (curves.mjs).
  const declared = [...eachOperation(doc)]
    .flatMap(({ op }) => rulesOf(op).map((rule) => ({ op, rule })))
    .filter(({ rule }) => rule.read !== 'curve');
  // Reads naming their `seed` example(s) seed their collection; otherwise the first list read does. A read of
  // one item seeds a collection of its examples' `data`.
  const seeders = declared
    .filter(({ rule }) => rule.read === 'list' || (rule.read === 'item' && rule.seed))
    .sort((a, b) => Number(!a.rule.seed) - Number(!b.rule.seed));
  for (const { op, rule } of seeders) {
    const seeded = seedOf(doc, op, rule);
    const existing = collections.get(rule.collection);
    if (!existing) collections.set(rule.collection, seeded);
    // Every list read naming its seed adds the items the others lack (an account's list holds certificates
    // the list of all accounts does not show), so each screen starts with what its own example shows.
    else if (rule.seed && rule.read === 'list') {
      const key = rule.key ?? 'id';
      const known = new Set(existing.seed.map((one) => String(one[key])));
      existing.seed.push(...seeded.seed.filter((one) => !known.has(String(one[key]))));
    }
  }
  for (const { op, rule } of declared) {
    const collection = collections.get(rule.collection);
    if (!collection) throw new Error(`${op.operationId}: x-mock names '${rule.collection}', which no read seeds`);
    collection.lifecycle.push(...(rule.lifecycle ?? []));
  }
  return collections;
}

/** Moves items along their lifecycle: a state held `after` seconds becomes the next, or the item goes. */
function advance(collection, now) {
  for (const step of collection.lifecycle) {
    for (const one of [...collection.items]) {
      if (one[step.field] !== step.from) continue;
      if (now - (collection.changed.get(one) ?? 0) < (step.after ?? 0) * 1000) continue;
      if (step.remove) collection.items.splice(collection.items.indexOf(one), 1);
      else {
        Object.assign(one, { [step.field]: step.to }, expand(step.set ?? {}, { now }));
        collection.changed.set(one, now);
      }
    }
  }
}

/**
 * @param {object} doc the readable contract
 * @param {{ limit?: number, now?: () => number }} [options]
 */
export function createState(doc, { limit = COLLECTION_LIMIT, now = () => Date.now() } = {}) {
  const collections = declareCollections(doc);
  let clockOffset = 0;
  const clock = () => now() + clockOffset;
  const state = { doc, collections, clock, limit, validator: validatorOf(doc) };

  function reset() {
    clockOffset = 0;
    for (const collection of collections.values()) {
      collection.items = structuredClone(collection.seed);
      collection.changed = new Map(collection.items.map((one) => [one, clock()]));
    }
    return describe();
  }

  function describe() {
    return { collections: [...collections].map(([name, c]) => ({ name, items: c.items.length, limit })) };
  }

  function apply(rule, op, input, envelope) {
    const collection = collections.get(rule.collection);
    if (rule.read === 'list') return list(collection, rule, input, envelope);
    if (rule.read === 'names') return names(collection, rule, input, envelope);
    if (rule.read === 'item') return item(state, collection, rule, input, envelope);
    return write(state, collection, rule, op, input, envelope);
  }

  /**
   * The answer from the state for an operation that declares x-mock, or undefined to keep the envelope given;
   * `user`: the signed-in user of the request's session, if any (forUser).
   */
  function answer({ op, params, query, body, envelope, user = undefined }) {
    if (!isSuccessCode(op, envelope?.code)) return undefined;
    const input = { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}), ...params };
    const curve = rulesOf(op).find((rule) => rule.read === 'curve');
    if (curve) return curveAnswer(op, curve, input, clock());
    const rules = rulesOf(op).filter((rule) => collections.has(rule.collection));
    if (!rules.length) return undefined;
    for (const each of collections.values()) advance(each, clock());
    let answered;
    for (const rule of rules) {
      // Every rule applies (one write may change several collections); the first answer is the answer.
      const result = apply(rule, op, forUser(rule, input, user), envelope);
      answered ??= result;
    }
    return answered;
  }

  reset();
  return {
    answer,
    reset,
    describe,
    /** Moves the mock's clock forward, so lifecycles can be tried without waiting. */
    advanceClock(seconds) {
      clockOffset += seconds * 1000;
      return { clockOffset: clockOffset / 1000 };
    },
    /** What is wrong with the stored items (nothing: every item matches its schema). */
    problems: () =>
      [...collections].flatMap(([name, c]) =>
        c.items.flatMap((one) => problems(state, c, one).map((p) => `${name}: ${p}`)),
      ),
    /** The items of a collection (a copy). */
    items: (name) => structuredClone(collections.get(name)?.items ?? []),
  };
}
