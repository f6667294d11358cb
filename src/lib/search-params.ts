// The search params every list and chart screen builds its `validateSearch` from:
//   searchSchema({ page: pageParam, domains: listParam, ...timeRangeParams })
// A param reads one URL value and never throws: a hand-edited or outdated URL falls back to the param's default
// (or undefined) instead of an error page. The router has already JSON-parsed each value, so `page=2` arrives
// as a number and `accounts=1024` too: the text and list params accept numbers for that reason.
//
// Why not a schema library: a route's `validateSearch` cannot be code-split, so every one of these parsers is
// part of the first page the portal loads, and a schema library would weigh on it for every visitor
// (docs/performance.md). These readers are a few lines each, with a table of cases per param in search-params.test.ts; the forms keep zod, loaded with their areas.
import type { SearchSchemaInput } from '@tanstack/react-router';
import { GRANULARITIES, TIME_RANGE_PRESETS, URL_DATE_TIME_PATTERN } from './time-range-values';

/** Reads one URL value into T; anything it does not accept becomes the fallback. */
export type Param<T> = (value: unknown) => T;

type Params = Record<string, Param<unknown>>;
type Value<P extends Params, K extends keyof P> = ReturnType<P[K]>;
/** A param that may read as undefined is an optional key, as a reader of the URL sees it. */
type Output<P extends Params> = {
  [K in keyof P as undefined extends Value<P, K> ? never : K]: Value<P, K>;
} & { [K in keyof P as undefined extends Value<P, K> ? K : never]?: Value<P, K> };

/**
 * A route's `validateSearch` from its params. A link or navigate may name any subset of the params (the
 * others take their fallback), so the input type is partial.
 */
export function searchSchema<P extends Params>(params: P) {
  return (search: Partial<Output<P>> & SearchSchemaInput): Output<P> => {
    const raw = search as Record<string, unknown>;
    const read = Object.entries(params).map(([key, param]) => [key, param(raw[key])] as const);
    return Object.fromEntries(read.filter(([, value]) => value !== undefined)) as Output<P>;
  };
}

/** What a search schema makes of a URL: the type a screen reads its search as. */
export type SearchOf<Schema extends (search: never) => object> = ReturnType<Schema>;

/** Reads a raw search (any values, as the router hands them over) with a schema. */
export const readSearch = <Schema extends (search: never) => object>(
  schema: Schema,
  raw: Record<string, unknown>,
): SearchOf<Schema> =>
  // A schema's input type is what a link may write (partial, typed); the router hands over raw values, which
  // every param reads defensively, so the schema is called here as the router calls it.
  (schema as unknown as (search: object) => SearchOf<Schema>)(raw);

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/** One of `values` (strings, numbers or booleans, compared exactly), else the fallback. */
export function oneOf<const T extends string | number | boolean>(values: readonly T[]): Param<T | undefined>;
export function oneOf<const T extends string | number | boolean>(values: readonly T[], fallback: T): Param<T>;
export function oneOf<T>(values: readonly T[], fallback?: T): Param<T | undefined> {
  return (value) => (values.includes(value as T) ? (value as T) : fallback);
}

/** A whole number, else the fallback. */
export const intParam =
  (fallback: number): Param<number> =>
  (value) =>
    isInteger(value) ? value : fallback;

/** A whole number from 1 up, or undefined. */
export const idParam: Param<number | undefined> = (value) => (isInteger(value) && value >= 1 ? value : undefined);

/** true or false, else the fallback. */
export const booleanParam =
  (fallback: boolean): Param<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;

/** A string matching `pattern` (anchor it), or undefined. */
export const patternParam =
  (pattern: RegExp): Param<string | undefined> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** Any string, or undefined. */
export const stringParam: Param<string | undefined> = (value) => (typeof value === 'string' ? value : undefined);

/** A 1-based page number. */
export const pageParam: Param<number> = (value) => (isInteger(value) && value >= 1 ? value : 1);

/** A page size out of the sizes a table offers; anything else becomes the default. */
export function pageSizeParam(allowed: readonly number[] = [10, 20, 50, 100], fallback = allowed[0] ?? 10) {
  // A default the table does not offer is a programming error: say so at start-up, not on some page.
  if (!allowed.includes(fallback)) throw new Error(`Page size ${fallback} is not one of ${allowed.join(', ')}`);
  return oneOf(allowed, fallback);
}

const isText = (value: unknown): value is string | number =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * A search text: trimmed, at most maxLength characters (longer is cut), undefined when empty. A number
 * (a hand-typed `name=1024` arrives parsed) counts as its digits.
 */
export const textParam =
  (maxLength = 100): Param<string | undefined> =>
  (value) =>
    isText(value) ? String(value).trim().slice(0, maxLength) || undefined : undefined;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, YYYY-MM-DD (2024-02-30 is refused), or undefined. */
export const dayParam: Param<string | undefined> = (value) => {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
};

/**
 * A list of names (domains, accounts): trimmed, non-empty, without repeats. A single value (`domains=a.com`)
 * counts as a list of one; blank items are dropped rather than spoiling the whole list. A list holding
 * anything but text and numbers is refused whole.
 */
export const listParam: Param<string[]> = (value) => {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  if (!items.every(isText)) return [];
  return [...new Set(items.map((item) => String(item).trim()).filter((item) => item.length > 0))];
};

/** One sorted column, `{ id, desc }`: a list's sort in the URL and in DataTable. */
export interface SortParam<Column extends string = string> {
  id: Column;
  desc: boolean;
}

/** The sorted column out of `columns`, or `fallback` (no sort unless given). */
export function sortParam<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  fallback?: SortParam<NoInfer<Column>>,
): Param<SortParam<Column> | undefined> {
  return (value) => {
    const sort = value as Partial<SortParam> | null | undefined;
    const valid =
      typeof sort === 'object' &&
      sort !== null &&
      (columns as readonly unknown[]).includes(sort.id) &&
      typeof sort.desc === 'boolean';
    return valid ? { id: sort.id as Column, desc: sort.desc as boolean } : fallback;
  };
}

const urlDateTime = patternParam(URL_DATE_TIME_PATTERN);

/**
 * The time range of chart and analysis screens (see time-range.ts): `range` is a preset (default today);
 * `start` and `end` (YYYY-MM-DD HH:mm) are read only when range is 'custom'; `grad` is the granularity,
 * absent for the range's default. Spread it into a screen's params.
 */
export const timeRangeParams = {
  range: oneOf(TIME_RANGE_PRESETS, 'today'),
  start: urlDateTime,
  end: urlDateTime,
  grad: oneOf(GRANULARITIES),
};

export const timeRangeSearchSchema = searchSchema(timeRangeParams);
