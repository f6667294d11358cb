// The table's model as plain functions: a column's id and value and the sort cycle of a header. They keep
// what the portal's tables did under TanStack Table (v8), which they replace: the same ids, the same first
// sort direction and cycle.
import type { SortParam } from '@/lib/search-params';
import type { ColumnDef, TableRow } from './column-def';

export type SortDirection = 'asc' | 'desc';

export const columnId = <T>(column: ColumnDef<T>): string => column.id ?? column.accessorKey ?? '';

export const readsValue = <T>(column: ColumnDef<T>): boolean =>
  column.accessorFn !== undefined || column.accessorKey !== undefined;

/** A column's value for a row, computed afresh: a value put into words follows the current language. */
export function cellValue<T>(column: ColumnDef<T>, row: TableRow<T>): unknown {
  if (column.accessorFn) return column.accessorFn(row.original, row.index);
  if (column.accessorKey !== undefined) return row.original[column.accessorKey];
  return undefined;
}

/** The rows of a table, each with its id. */
export const tableRows = <T>(items: readonly T[], rowId: (item: T) => string): TableRow<T>[] =>
  items.map((original, index) => ({ id: rowId(original), index, original }));

/** A column sorts, in a table that sorts (the page takes sort changes), unless it says not to or reads no value. */
export const canSort = <T>(column: ColumnDef<T>): boolean => column.enableSorting !== false && readsValue(column);

export const sortedAs = (sort: SortParam | undefined, id: string): SortDirection | undefined =>
  sort?.id === id ? (sort.desc ? 'desc' : 'asc') : undefined;

/**
 * The first direction of a column: A to Z for text, largest first for anything else (figures, dates as
 * numbers), judged by the first row's value, as TanStack Table's automatic direction did.
 */
export const firstDirection = (firstValue: unknown): SortDirection => (typeof firstValue === 'string' ? 'asc' : 'desc');

/**
 * The sort after a press on a column's header: its first direction, then the other, then none. A column
 * sorted the other way round (by the address) goes to none; pressing another column replaces the sort.
 */
export function nextSort(sort: SortParam | undefined, id: string, first: SortDirection): SortParam | undefined {
  const current = sortedAs(sort, id);
  if (!current) return { id, desc: first === 'desc' };
  if (current !== first) return undefined;
  return { id, desc: current === 'asc' };
}
