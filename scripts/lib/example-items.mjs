// A long list in an example ($items, openapi/README.md): thousands of items generated when the contract is
// bundled from a few lines of YAML, so an opt-in example of 10,000 domains or tasks costs the contract's source
// a few lines and still validates against its schema like any other example. Each item is built from `fields`
// (every item) and, in turn, one of `variants` (fields that go together, such as a status and its finish time):
//
//   list:
//     $items:
//       count: 10000
//       fields:
//         id: { $number: 60001 }                        # 60001, 60002, … (`step`, default 1)
//         name: { $text: 'site{n}.example.com' }         # {n}: the item's number from 1; {n:5} zero-padded
//         type: { $cycle: [download, vod, static] }       # the values in turn
//         createTime: { $time: 'today 23:55:00', step: -60 }  # each item `step` seconds after the one before
//         source: portal                                 # anything else as written (date tokens expanded)
//       variants:
//         - { status: success, finishTime: { $time: 'today 23:56:00', step: -60 } }
//         - { status: waiting }
import { expandDateTokens, formatSeconds } from './example-dates.mjs';

const MAX_ITEMS = 100_000;
const ITEM_NUMBER = /\{n(?::(\d+))?\}/g;
const MACROS = ['$number', '$text', '$cycle', '$time'];

const isObject = (value) => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The value of one field of item number `n` (from 1). */
function fieldValue(spec, n, today, where) {
  if (typeof spec === 'string') return expandDateTokens(spec, today);
  if (Array.isArray(spec)) return spec.map((value, i) => fieldValue(value, n, today, `${where}[${i}]`));
  if (!isObject(spec)) return spec;
  const macro = Object.keys(spec).find((key) => key.startsWith('$'));
  if (macro === undefined) {
    return Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, fieldValue(v, n, today, `${where}.${k}`)]));
  }
  if (macro === '$number') {
    if (typeof spec.$number !== 'number') throw new Error(`${where}: $number takes the first number`);
    return spec.$number + (n - 1) * (spec.step ?? 1);
  }
  if (macro === '$text') {
    if (typeof spec.$text !== 'string') throw new Error(`${where}: $text takes a text`);
    const text = spec.$text.replace(ITEM_NUMBER, (_, width) => String(n).padStart(Number(width ?? 0), '0'));
    return expandDateTokens(text, today);
  }
  if (macro === '$cycle') {
    if (!Array.isArray(spec.$cycle) || spec.$cycle.length === 0) throw new Error(`${where}: $cycle takes a list`);
    return fieldValue(spec.$cycle[(n - 1) % spec.$cycle.length], n, today, where);
  }
  if (macro === '$time') {
    const first = expandDateTokens(`{{${spec.$time}|unix}}`, today);
    if (typeof first !== 'number') throw new Error(`${where}: $time '${spec.$time}' is no 'today±Nd HH:mm:ss'`);
    return formatSeconds(first + (n - 1) * (spec.step ?? 0), spec.format ?? 'datetime');
  }
  throw new Error(`${where}: unknown ${macro} (${MACROS.join(', ')})`);
}

/** The list a `$items` describes, expanded for the day `today` (Unix seconds of its 00:00). */
export function expandItems(spec, today, where = '$items') {
  const { count, fields = {}, variants = [] } = spec;
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS) {
    throw new Error(`${where}: count must be a whole number from 1 to ${MAX_ITEMS}`);
  }
  if (!isObject(fields) || !Array.isArray(variants) || !variants.every(isObject)) {
    throw new Error(`${where}: fields is a map and variants a list of maps`);
  }
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const item = { ...fields, ...(variants.length ? variants[index % variants.length] : {}) };
    return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, fieldValue(v, n, today, `${where}.${k}`)]));
  });
}
