// The search-param schemas every list and chart screen builds its `validateSearch` from:
//   z.object({ page: pageParam, domains: listParam, ...timeRangeParams })
// Each param has a default or falls back to undefined, and `.catch` turns a hand-edited or outdated URL
// into that fallback instead of an error page. The router already JSON-parses values, so `page=2` arrives
// as a number and `accounts=1024` too: the list param accepts numbers for that reason.
import * as z from 'zod/mini';
import { GRANULARITIES, TIME_RANGE_PRESETS, URL_DATE_TIME_PATTERN } from './time-range-values';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A 1-based page number. */
export const pageParam = z.catch(z._default(z.int().check(z.gte(1)), 1), 1);

/** A page size out of the sizes a table offers; anything else becomes the default. */
export function pageSizeParam(allowed: readonly number[] = [10, 20, 50, 100], fallback = allowed[0] ?? 10) {
  // A default the table does not offer is a programming error: say so at start-up, not on some page.
  if (!allowed.includes(fallback)) throw new Error(`Page size ${fallback} is not one of ${allowed.join(', ')}`);
  return z.catch(z._default(z.int().check(z.refine((size) => allowed.includes(size))), fallback), fallback);
}

/**
 * A search text: trimmed, at most maxLength characters (longer is cut), undefined when empty. A number
 * (a hand-typed `name=1024` arrives parsed) counts as its digits.
 */
export function textParam(maxLength = 100) {
  return z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim().slice(0, maxLength) || undefined),
      ),
    ),
    undefined,
  );
}

/** A real calendar day, YYYY-MM-DD (2024-02-30 is refused), or undefined. */
export const dayParam = z.catch(
  z.optional(
    z.string().check(
      z.regex(DAY_PATTERN),
      z.refine((day) => {
        const date = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
      }),
    ),
  ),
  undefined,
);

const listItem = z.union([z.string(), z.number()]);

/**
 * A list of names (domains, accounts): trimmed, non-empty, without repeats. A single value (`domains=a.com`)
 * counts as a list of one; blank items are dropped rather than spoiling the whole list.
 */
export const listParam = z.catch(
  z._default(
    z.pipe(
      z.union([listItem, z.array(listItem)]),
      z.transform((value) => {
        const items = (Array.isArray(value) ? value : [value]).map((item) => String(item).trim());
        return [...new Set(items.filter((item) => item.length > 0))];
      }),
    ),
    [],
  ),
  [],
);

/** One sorted column, `{ id, desc }`: TanStack Table's SortingState is `sort ? [sort] : []`. */
export interface SortParam<Column extends string = string> {
  id: Column;
  desc: boolean;
}

/** The sorted column out of `columns`, or `fallback` (no sort unless given). */
export function sortParam<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  fallback?: SortParam<NoInfer<Column>>,
) {
  const column = z.object({ id: z.enum(columns), desc: z.boolean() });
  return z.catch(
    z.pipe(
      z.optional(column),
      z.transform((sort) => sort ?? fallback),
    ),
    fallback,
  );
}

/** TanStack Table's sorting state from the URL's sort param. */
export const toSortingState = <Column extends string>(sort: SortParam<Column> | undefined): SortParam<Column>[] =>
  sort ? [{ id: sort.id, desc: sort.desc }] : [];

/** The URL's sort param from TanStack Table's sorting state (single-column sorting: the first entry). */
export function fromSortingState<Column extends string>(
  state: readonly { id: string; desc: boolean }[],
  columns: readonly Column[],
): SortParam<Column> | undefined {
  const first = state[0];
  return first && (columns as readonly string[]).includes(first.id)
    ? { id: first.id as Column, desc: first.desc }
    : undefined;
}

const urlDateTime = z.catch(z.optional(z.string().check(z.regex(URL_DATE_TIME_PATTERN))), undefined);

/**
 * The time range of chart and analysis screens (see time-range.ts): `range` is a preset (default today);
 * `start` and `end` (YYYY-MM-DD HH:mm) are read only when range is 'custom'; `grad` is the granularity,
 * absent for the range's default. Spread it into a screen's object schema.
 */
export const timeRangeParams = {
  range: z.catch(z._default(z.enum(TIME_RANGE_PRESETS), 'today'), 'today'),
  start: urlDateTime,
  end: urlDateTime,
  grad: z.catch(z.optional(z.enum(GRANULARITIES)), undefined),
};

export const timeRangeSearchSchema = z.object(timeRangeParams);
