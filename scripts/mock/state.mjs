// The remembering state of `npm run mock`: collections of items declared by the operations' `x-mock`
// extensions (openapi/openapi.yaml explains them), seeded from the examples at every start. Writes change the
// collections, reads answer from them; Prism has already validated the request and produced the answer, and
// this only replaces what a collection knows, or draws a curve over the period asked (curves.mjs). No operation
// has code of its own here.
import { randomBytes } from 'node:crypto';
import { createValidator } from '../contract-check/schemas.mjs';
import { eachOperation, isSuccessCode, jsonResponse, resolveRef, successEnvelopeSchema } from '../lib/operations.mjs';
import { curveAnswer } from './curves.mjs';
import { failureExamples } from './failures.mjs';

export const COLLECTION_LIMIT = 10_000;

const at = (value, path) => (path ? path.split('.').reduce((node, part) => node?.[part], value) : value);

function withAt(value, path, replacement) {
  if (!path) return replacement;
  const [head, ...rest] = path.split('.');
  return { ...value, [head]: withAt(value?.[head], rest.join('.'), replacement) };
}

/** The schema at a dotted path of a schema (through properties and $refs). */
function schemaAt(doc, schema, path) {
  let node = resolveRef(doc, schema);
  for (const part of path ? path.split('.') : []) node = resolveRef(doc, node?.properties?.[part]);
  return node;
}

const pad = (n) => String(n).padStart(2, '0');
/** Server time, YYYY-MM-DD HH:mm:ss in the provider's zone (UTC+8). */
export function serverTime(ms) {
  const d = new Date(ms + 8 * 3600_000);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `$now`, `$each`, `$input.<field>` as a whole value, or `{$input.<field>}` inside a text; the rest is literal. */
function expand(value, context) {
  const one = (name) => (name === '$now' ? serverTime(context.now) : name === '$each' ? context.each : undefined);
  if (typeof value === 'string') {
    if (value === '$now' || value === '$each') return one(value);
    if (value.startsWith('$input.')) return at(context.input, value.slice(7));
    return value.replace(/\{(\$now|\$each|\$input\.[\w.]+)\}/g, (_, name) =>
      String(name.startsWith('$input.') ? (at(context.input, name.slice(7)) ?? '') : one(name)),
    );
  }
  if (Array.isArray(value)) return value.map((item) => expand(item, context));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v, context)]));
  return value;
}

function matches(item, filters, input) {
  return Object.entries(filters ?? {}).every(([name, rule]) => {
    const { field = name, match = 'equals' } = typeof rule === 'string' ? { match: rule } : rule;
    const wanted = input?.[name];
    if (wanted === undefined || wanted === null || wanted === '' || (Array.isArray(wanted) && !wanted.length))
      return true;
    const value = item[field];
    if (match === 'contains')
      return String(value ?? '')
        .toLowerCase()
        .includes(String(wanted).toLowerCase());
    if (match === 'in')
      return (Array.isArray(wanted) ? wanted : String(wanted).split(',')).map(String).includes(String(value));
    if (match === 'atLeast') return value !== undefined && String(value) >= String(wanted);
    if (match === 'atMost') return value !== undefined && String(value) <= String(wanted);
    return String(value) === String(wanted);
  });
}

/** Property names and required fields of an object schema, through `allOf` and `$ref`s. */
function objectShape(doc, schema) {
  const node = resolveRef(doc, schema) ?? {};
  const parts = (node.allOf ?? []).map((part) => objectShape(doc, part));
  return {
    properties: [...Object.keys(node.properties ?? {}), ...parts.flatMap((p) => p.properties)],
    required: [...(node.required ?? []), ...parts.flatMap((p) => p.required)],
  };
}

const pickFields = (item, fields) => (fields ? Object.fromEntries(fields.map((f) => [f, item[f]])) : item);

/**
 * @param {object} doc the readable contract
 * @param {{ limit?: number, now?: () => number }} [options]
 */
export function createState(doc, { limit = COLLECTION_LIMIT, now = () => Date.now() } = {}) {
  const validator = createValidator(doc);
  const collections = new Map();
  let clockOffset = 0;
  const clock = () => now() + clockOffset;

  /** An operation's x-mock as a list of rules (one write may change several collections). */
  const rulesOf = (op) => [op['x-mock'] ?? []].flat();
  // A curve keeps no collection (curves.mjs).
  const declared = [...eachOperation(doc)]
    .flatMap(({ op }) => rulesOf(op).map((rule) => ({ op, rule })))
    .filter(({ rule }) => rule.read !== 'curve');
  // A read naming its `seed` example(s) seeds its collection; otherwise the first list read does. A read of one
  // item seeds a collection of its examples' `data`.
  const seeders = declared
    .filter(({ rule }) => rule.read === 'list' || (rule.read === 'item' && rule.seed))
    .sort((a, b) => Number(!a.rule.seed) - Number(!b.rule.seed));
  for (const { op, rule } of seeders) {
    if (collections.has(rule.collection)) continue;
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
    collections.set(rule.collection, { itemSchema, seed, lifecycle: [], items: [], changed: new Map() });
  }
  for (const { op, rule } of declared) {
    const collection = collections.get(rule.collection);
    if (!collection) throw new Error(`${op.operationId}: x-mock names '${rule.collection}', which no read seeds`);
    collection.lifecycle.push(...(rule.lifecycle ?? []));
  }

  function reset() {
    clockOffset = 0;
    for (const collection of collections.values()) {
      collection.items = structuredClone(collection.seed);
      collection.changed = new Map(collection.items.map((item) => [item, clock()]));
    }
    return describe();
  }

  function describe() {
    return { collections: [...collections].map(([name, c]) => ({ name, items: c.items.length, limit })) };
  }

  /** Moves items along their lifecycle: a state held `after` seconds becomes the next, or the item goes. */
  function advance(collection) {
    for (const step of collection.lifecycle) {
      for (const item of [...collection.items]) {
        if (item[step.field] !== step.from) continue;
        if (clock() - (collection.changed.get(item) ?? 0) < (step.after ?? 0) * 1000) continue;
        if (step.remove) collection.items.splice(collection.items.indexOf(item), 1);
        else {
          Object.assign(item, { [step.field]: step.to }, expand(step.set ?? {}, { now: clock() }));
          collection.changed.set(item, clock());
        }
      }
    }
  }

  function failure(op, message) {
    const [name] = failureExamples(op);
    const example = name ? jsonResponse(op).examples[name].value : { code: '500', data: null };
    return { ...example, msg: message };
  }

  function list(collection, rule, input, envelope) {
    const found = collection.items.filter((item) => matches(item, rule.filters, input));
    let shown = found;
    let data = envelope.data;
    if (rule.page) {
      const number = Math.max(1, Number(input?.[rule.page.number] ?? 1));
      const size = Math.max(1, Number(input?.[rule.page.size] ?? (found.length || 1)));
      shown = found.slice((number - 1) * size, number * size);
      if (rule.page.answer) data = withAt(data, rule.page.answer, number);
    }
    data = withAt(data, rule.items, structuredClone(shown));
    if (rule.total) data = withAt(data, rule.total, found.length);
    return { ...envelope, data };
  }

  const keyField = (rule) => rule.key ?? 'id';
  const find = (collection, rule, input) => {
    const wanted = input?.[rule.keyFrom ?? keyField(rule)];
    return collection.items.find((item) => String(item[keyField(rule)]) === String(wanted));
  };

  /** An item's fields that answer a read of one item: `{ field, values, missing }` maps, or the item itself. */
  function item(collection, rule, input, envelope) {
    const found = find(collection, rule, input);
    if (!rule.answer) return found ? { ...envelope, data: structuredClone(found) } : undefined;
    const fields = Object.entries(rule.answer).map(([name, { field, values = {}, missing }]) => {
      if (!found) return [name, missing];
      const value = found[field];
      return [name, String(value) in values ? values[String(value)] : value];
    });
    return { ...envelope, data: { ...envelope.data, ...Object.fromEntries(fields) } };
  }

  function newKey(collection, rule) {
    const keys = collection.items.map((item) => item[keyField(rule)]);
    const numbers = keys.map(Number).filter(Number.isFinite);
    if (numbers.length || !keys.length) return numbers.length ? Math.max(...numbers) + 1 : 1;
    const prefix = /^[A-Za-z]*/.exec(String(keys[0]))[0];
    return `${prefix}${randomBytes(5).toString('hex')}`;
  }

  /** The refs an item holds to items of another collection, from the ids the request sent. */
  function refsOf(rule, input, { creating = false } = {}) {
    return Object.fromEntries(
      Object.entries(rule.refs ?? {})
        .filter(([, ref]) => creating || Array.isArray(input?.[ref.ids]))
        .map(([field, ref]) => {
          const other = collections.get(ref.collection);
          const wanted = (input?.[ref.ids] ?? []).map(String);
          const picked = other.items.filter((i) => wanted.includes(String(i[ref.key ?? 'id'])));
          return [field, picked.map((i) => pickFields(i, ref.fields))];
        }),
    );
  }

  /** Keeps the other side of a link in step: the item appears in the linked items the request named only. */
  function relink(rule, input, item, removed = false) {
    const link = rule.link;
    if (!link || (!removed && !Array.isArray(input?.[link.ids]))) return;
    const other = collections.get(link.collection);
    const wanted = removed ? [] : input[link.ids].map(String);
    const key = keyField(rule);
    for (const linked of other.items) {
      const kept = (linked[link.field] ?? []).filter((ref) => String(ref[key]) !== String(item[key]));
      if (wanted.includes(String(linked[link.key ?? 'id']))) kept.push(pickFields(item, link.fields));
      linked[link.field] = kept;
    }
  }

  function problems(collection, item) {
    return validator.validate(collection.itemSchema, item).map((p) => `${p.path}: ${p.message}`);
  }

  function write(collection, rule, op, input, envelope) {
    const { properties: fields, required } = objectShape(doc, collection.itemSchema);
    const pick = (source) =>
      Object.fromEntries(fields.filter((f) => source?.[f] !== undefined).map((f) => [f, source[f]]));
    const key = keyField(rule);
    if (rule.write === 'create') {
      const elements = rule.each ? (input?.[rule.each] ?? []) : [undefined];
      if (collection.items.length + elements.length > limit)
        return failure(op, `The mock's collection '${rule.collection}' is full (${limit} items): reset the mock.`);
      const created = [];
      for (const each of elements) {
        const set = expand(rule.set ?? {}, { input, each, now: clock() });
        const item = {
          ...pick(input),
          ...refsOf(rule, input, { creating: true }),
          ...set,
          [key]: newKey(collection, rule),
        };
        for (const field of required)
          if (item[field] === undefined && collection.seed[0]?.[field] !== undefined)
            item[field] = structuredClone(collection.seed[0][field]);
        const wrong = problems(collection, item);
        if (wrong.length) return refuse(rule, wrong);
        created.push(item);
      }
      for (const item of created) {
        collection.items.unshift(item);
        collection.changed.set(item, clock());
        relink(rule, input, item);
      }
      const keys = created.map((item) => item[key]);
      if (!rule.answer) return undefined;
      if (rule.answer === '$item') return { ...envelope, data: structuredClone(created[0]) };
      const answered = Object.entries(rule.answer).map(([field, what]) => [
        field,
        what === '$keys' ? keys : keys.length,
      ]);
      return { ...envelope, data: { ...envelope.data, ...Object.fromEntries(answered) } };
    }
    const found = find(collection, rule, input);
    if (!found) return undefined;
    if (rule.write === 'delete' && !rule.set) {
      collection.items.splice(collection.items.indexOf(found), 1);
      relink(rule, input, found, true);
      return undefined;
    }
    const set = expand(rule.set ?? {}, { input, now: clock() });
    const changes = rule.write === 'update' ? { ...pick(input), ...refsOf(rule, input) } : {};
    const merged = { ...found, ...changes, ...set, [key]: found[key] };
    const wrong = problems(collection, merged);
    if (wrong.length) return refuse(rule, wrong);
    collection.items.splice(collection.items.indexOf(found), 1, merged);
    collection.changed.set(merged, clock());
    relink(rule, input, merged);
    return undefined;
  }

  function refuse(rule, wrong) {
    console.warn(`mock: not stored in '${rule.collection}', it would not match its schema: ${wrong.join('; ')}`);
    return undefined;
  }

  /** The answer from the state for an operation that declares x-mock, or undefined to keep Prism's. */
  function answer({ op, params, query, body, envelope }) {
    if (!isSuccessCode(op, envelope?.code)) return undefined;
    const input = { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? body : {}), ...params };
    const curve = rulesOf(op).find((rule) => rule.read === 'curve');
    if (curve) return curveAnswer(op, curve, input, clock());
    const rules = rulesOf(op).filter((rule) => collections.has(rule.collection));
    if (!rules.length) return undefined;
    for (const each of collections.values()) advance(each);
    let answered;
    for (const rule of rules) {
      const collection = collections.get(rule.collection);
      const result =
        rule.read === 'list'
          ? list(collection, rule, input, envelope)
          : rule.read === 'item'
            ? item(collection, rule, input, envelope)
            : write(collection, rule, op, input, envelope);
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
      [...collections].flatMap(([name, c]) => c.items.flatMap((item) => problems(c, item).map((p) => `${name}: ${p}`))),
    /** The items of a collection (a copy). */
    items: (name) => structuredClone(collections.get(name)?.items ?? []),
  };
}
