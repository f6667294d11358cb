// Writes of the remembering state: create, update (merging what the request sends) and delete (or mark), with
// the refs an item holds to another collection and the other side of a link kept in step. A write answers
// undefined to keep Prism's answer, or the envelope it changed.
import { randomBytes } from 'node:crypto';
import { jsonResponse } from '../lib/operations.mjs';
import { failureExamples } from './failures.mjs';
import { findItem, keyField, problems } from './state-reads.mjs';
import { expand, objectShape, pickFields } from './state-values.mjs';

function failure(op, message) {
  const [name] = failureExamples(op);
  const example = name ? jsonResponse(op).examples[name].value : { code: '500', data: null };
  return { ...example, msg: message };
}

function refuse(rule, wrong) {
  console.warn(`mock: not stored in '${rule.collection}', it would not match its schema: ${wrong.join('; ')}`);
  return undefined;
}

function newKey(collection, rule) {
  const keys = collection.items.map((item) => item[keyField(rule)]);
  const numbers = keys.map(Number).filter(Number.isFinite);
  if (numbers.length || !keys.length) return numbers.length ? Math.max(...numbers) + 1 : 1;
  const prefix = /^[A-Za-z]*/.exec(String(keys[0]))[0];
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** The refs an item holds to items of another collection, from the ids the request sent. */
function refsOf(state, rule, input, { creating = false } = {}) {
  return Object.fromEntries(
    Object.entries(rule.refs ?? {})
      .filter(([, ref]) => creating || Array.isArray(input?.[ref.ids]))
      .map(([field, ref]) => {
        const other = state.collections.get(ref.collection);
        const wanted = (input?.[ref.ids] ?? []).map(String);
        const picked = other.items.filter((i) => wanted.includes(String(i[ref.key ?? 'id'])));
        return [field, picked.map((i) => pickFields(i, ref.fields))];
      }),
  );
}

/** Keeps the other side of a link in step: the item appears in the linked items the request named only. */
function relink(state, rule, input, item, removed = false) {
  const link = rule.link;
  if (!link || (!removed && !Array.isArray(input?.[link.ids]))) return;
  const other = state.collections.get(link.collection);
  const wanted = removed ? [] : input[link.ids].map(String);
  const key = keyField(rule);
  for (const linked of other.items) {
    const kept = (linked[link.field] ?? []).filter((ref) => String(ref[key]) !== String(item[key]));
    if (wanted.includes(String(linked[link.key ?? 'id']))) kept.push(pickFields(item, link.fields));
    linked[link.field] = kept;
  }
}

/**
 * `latest: { per, number, flag }`: the created item is the newest of the items sharing its `per` field (a
 * domain's history): `number` one more than theirs, `flag` true on it and false on them.
 */
function latestOf(collection, rule, item) {
  if (!rule.latest) return [];
  const { per, number, flag } = rule.latest;
  const group = collection.items.filter((other) => String(other[per]) === String(item[per]));
  if (number) item[number] = Math.max(0, ...group.map((other) => Number(other[number]) || 0)) + 1;
  if (flag) item[flag] = true;
  return flag ? group : [];
}

function create(state, collection, rule, op, input, envelope) {
  const { properties, required } = objectShape(state.doc, collection.itemSchema);
  const key = keyField(rule);
  const elements = rule.each ? (input?.[rule.each] ?? []) : [undefined];
  if (collection.items.length + elements.length > state.limit)
    return failure(op, `The mock's collection '${rule.collection}' is full (${state.limit} items): reset the mock.`);
  const created = [];
  const superseded = [];
  for (const each of elements) {
    const set = expand(rule.set ?? {}, { input, each, now: state.clock() });
    const item = {
      ...pickFields(input, properties),
      ...refsOf(state, rule, input, { creating: true }),
      ...set,
      [key]: newKey(collection, rule),
    };
    for (const field of required)
      if (item[field] === undefined && collection.seed[0]?.[field] !== undefined)
        item[field] = structuredClone(collection.seed[0][field]);
    superseded.push(...latestOf(collection, rule, item));
    const wrong = problems(state, collection, item);
    if (wrong.length) return refuse(rule, wrong);
    created.push(item);
  }
  for (const older of superseded) older[rule.latest.flag] = false;
  for (const item of created) {
    collection.items.unshift(item);
    collection.changed.set(item, state.clock());
    relink(state, rule, input, item);
  }
  const keys = created.map((item) => item[key]);
  if (!rule.answer) return undefined;
  if (rule.answer === '$item') return { ...envelope, data: structuredClone(created[0]) };
  const answered = Object.entries(rule.answer).map(([field, what]) => [field, what === '$keys' ? keys : keys.length]);
  return { ...envelope, data: { ...envelope.data, ...Object.fromEntries(answered) } };
}

function change(state, collection, rule, input, envelope) {
  const found = findItem(state, collection, rule, input);
  if (!found) return undefined;
  if (rule.write === 'delete' && !rule.set) {
    collection.items.splice(collection.items.indexOf(found), 1);
    relink(state, rule, input, found, true);
    return undefined;
  }
  const key = keyField(rule);
  const { properties } = objectShape(state.doc, collection.itemSchema);
  const set = expand(rule.set ?? {}, { input, now: state.clock() });
  const changes = rule.write === 'update' ? { ...pickFields(input, properties), ...refsOf(state, rule, input) } : {};
  const merged = { ...found, ...changes, ...set, [key]: found[key] };
  const wrong = problems(state, collection, merged);
  if (wrong.length) return refuse(rule, wrong);
  collection.items.splice(collection.items.indexOf(found), 1, merged);
  collection.changed.set(merged, state.clock());
  relink(state, rule, input, merged);
  return rule.answer === '$item' ? { ...envelope, data: structuredClone(merged) } : undefined;
}

/** A write's effect on its collection: `create`, or `update` / `delete` of the item the request names. */
export function write(state, collection, rule, op, input, envelope) {
  return rule.write === 'create'
    ? create(state, collection, rule, op, input, envelope)
    : change(state, collection, rule, input, envelope);
}
