// Values the remembering state works with: dotted paths into answers, the request's fields as filters match
// them, and the `$now`, `$each`, `$uuid` and `$input.<field>` values a rule's `set` may hold.
import { randomUUID } from 'node:crypto';
import { seesAllAccounts } from '../../src/lib/permission-grant.js';
import { resolveRef } from '../lib/operations.mjs';

export const at = (value, path) => (path ? path.split('.').reduce((node, part) => node?.[part], value) : value);

export function withAt(value, path, replacement) {
  if (!path) return replacement;
  const [head, ...rest] = path.split('.');
  return { ...value, [head]: withAt(value?.[head], rest.join('.'), replacement) };
}

/** The schema at a dotted path of a schema (through properties and $refs). */
export function schemaAt(doc, schema, path) {
  let node = resolveRef(doc, schema);
  for (const part of path ? path.split('.') : []) node = resolveRef(doc, node?.properties?.[part]);
  return node;
}

/** Property names and required fields of an object schema, through `allOf` and `$ref`s. */
export function objectShape(doc, schema) {
  const node = resolveRef(doc, schema) ?? {};
  const parts = (node.allOf ?? []).map((part) => objectShape(doc, part));
  return {
    properties: [...Object.keys(node.properties ?? {}), ...parts.flatMap((p) => p.properties)],
    required: [...(node.required ?? []), ...parts.flatMap((p) => p.required)],
  };
}

/** The fields of `source` that are among `fields` (all of them without a list). */
export const pickFields = (source, fields) =>
  Object.fromEntries(
    (fields ?? Object.keys(source ?? {})).filter((f) => source?.[f] !== undefined).map((f) => [f, source[f]]),
  );

const pad = (n) => String(n).padStart(2, '0');
/** Server time, YYYY-MM-DD HH:mm:ss in the provider's zone (UTC+8). */
export function serverTime(ms) {
  const d = new Date(ms + 8 * 3600_000);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `$now`, `$each`, `$uuid`, `$input.<field>` as a whole value, or `{$name}` inside a text; the rest is literal. */
export function expand(value, context) {
  const named = { $now: () => serverTime(context.now), $each: () => context.each, $uuid: () => randomUUID() };
  if (typeof value === 'string') {
    if (value in named) return named[value]();
    if (value.startsWith('$input.')) return at(context.input, value.slice(7));
    return value.replace(/\{(\$now|\$each|\$uuid|\$input\.[\w.]+)\}/g, (_, name) =>
      String(name.startsWith('$input.') ? (at(context.input, name.slice(7)) ?? '') : named[name]()),
    );
  }
  if (Array.isArray(value)) return value.map((item) => expand(item, context));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v, context)]));
  return value;
}

/**
 * A request's input as a rule's filters read it for the signed-in user: a filter marked `allForSuper` that names
 * the own account of a user who sees every account selects every item, since the portal names its own account
 * for a query that covers every account.
 */
export function forUser(rule, input, user) {
  if (typeof user?.role !== 'string' || !seesAllAccounts(user)) return input;
  const own = Object.entries(rule.filters ?? {}).flatMap(([name, filter]) =>
    typeof filter === 'object' && filter.allForSuper && String(input?.[name]) === String(user.account) ? [name] : [],
  );
  return own.length ? { ...input, ...Object.fromEntries(own.map((name) => [name, undefined])) } : input;
}

/** Whether an item is selected by the request's fields under a rule's `filters` (an empty value selects all). */
export function matches(item, filters, input) {
  return Object.entries(filters ?? {}).every(([name, rule]) => {
    const { field = name, match = 'equals', when = {} } = typeof rule === 'string' ? { match: rule } : rule;
    // `when`: the filter applies only to requests holding these values (a scope field saying what it covers).
    if (!Object.entries(when).every(([other, value]) => String(input?.[other]) === String(value))) return true;
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
