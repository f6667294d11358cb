// Reads of the remembering state: a list (filtered, paged, counted), one item, or the names of the items where
// an answer lists them (a picker's domains). Each takes Prism's envelope and replaces what the collection knows.
import { at, matches, objectShape, pickFields, withAt } from './state-values.mjs';

export const keyField = (rule) => rule.key ?? 'id';

/** Whether an item holds what its collection's schema asks (the list of what is wrong). */
export function problems(state, collection, item) {
  return state.validator.validate(collection.itemSchema, item).map((p) => `${p.path}: ${p.message}`);
}

/**
 * The item the request names by its key. With `from`, an item this collection lacks is made when first asked
 * for from the item of the same key in that collection, over the collection's first seed item (a domain's
 * configuration starts as its list row with the example's configuration), and kept.
 */
export function findItem(state, collection, rule, input) {
  const key = keyField(rule);
  const wanted = String(input?.[rule.keyFrom ?? key]);
  const found = collection.items.find((item) => String(item[key]) === wanted);
  if (found || !rule.from) return found;
  const source = state.collections.get(rule.from)?.items.find((item) => String(item[key]) === wanted);
  if (!source || !collection.seed.length) return undefined;
  const { properties } = objectShape(state.doc, collection.itemSchema);
  const made = { ...structuredClone(collection.seed[0]), ...structuredClone(pickFields(source, properties)) };
  if (problems(state, collection, made).length) return undefined;
  collection.items.push(made);
  collection.changed.set(made, state.clock());
  return made;
}

export function list(collection, rule, input, envelope) {
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

/** An item's fields that answer a read of one item: `{ field, values, missing }` maps, or the item itself. */
export function item(state, collection, rule, input, envelope) {
  const found = findItem(state, collection, rule, input);
  if (!rule.answer) return found ? { ...envelope, data: structuredClone(found) } : undefined;
  const fields = Object.entries(rule.answer).map(([name, { field, values = {}, missing }]) => {
    if (!found) return [name, missing];
    const value = found[field];
    return [name, String(value) in values ? values[String(value)] : value];
  });
  return { ...envelope, data: { ...envelope.data, ...Object.fromEntries(fields) } };
}

/**
 * The `field` (default `name`) of the selected items, as the list at `names` in `data`; with `group`, `data`
 * (or its `items`) is a list of groups, each listing the names of the items whose `group.field` is its
 * `group.key` (a domain picker's accounts).
 */
export function names(collection, rule, input, envelope) {
  const found = collection.items.filter((item) => matches(item, rule.filters, input));
  const namesOf = (items) => [...new Set(items.map((item) => item[rule.field ?? 'name']))];
  if (!rule.group) return { ...envelope, data: withAt(envelope.data, rule.names, namesOf(found)) };
  const { key, field } = rule.group;
  const groups = (at(envelope.data, rule.items) ?? []).map((group) =>
    withAt(group, rule.names, namesOf(found.filter((one) => String(one[field]) === String(group[key])))),
  );
  return { ...envelope, data: withAt(envelope.data, rule.items, groups) };
}
