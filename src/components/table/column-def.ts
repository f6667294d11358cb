// A DataTable column, as the screens declare it: what it reads from a row (a key or a function), its header,
// how a cell draws, whether it sorts, and what the table needs to know beyond that (`meta`). Only what the
// screens use: the table sorts and pages on the server, so there is no sorting, filtering or grouping model.
import type { ReactNode } from 'react';
import type { CsvCell } from '@/lib/csv';

/** What a column may declare beyond how it reads and draws. */
export interface ColumnMeta<T> {
  /** The cell's value in a CSV export; columns without it or an accessor (actions) are left out. */
  csv?: (row: T) => CsvCell;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The row's operations (RowActions): kept in view at the table's end from tablet width up (DataTable). */
  operations?: boolean;
}

/** A row of the table: the screen's item, its id (the table's `rowId`) and its place among the rows. */
export interface TableRow<T> {
  readonly id: string;
  readonly index: number;
  readonly original: T;
}

/** What a column's `cell` is called with. */
export interface CellContext<T> {
  row: TableRow<T>;
  /** The column's value for the row (its accessor's), computed on each call. */
  getValue(): unknown;
}

interface ColumnBase<T> {
  /** Drawn in the column header; a string also heads the column in a CSV export. */
  header: string | (() => ReactNode);
  /** Draws a cell; without it a cell shows its value as text. */
  cell?: (context: CellContext<T>) => ReactNode;
  /** False keeps the column from sorting; a column sorts only where it reads a value and the table sorts. */
  enableSorting?: boolean;
  meta?: ColumnMeta<T>;
}

/** Reads a property of the row; the key is its id unless it has one. */
interface KeyColumn<T> extends ColumnBase<T> {
  accessorKey: keyof T & string;
  id?: string;
  accessorFn?: never;
}

/** Computes its value from the row. */
interface FunctionColumn<T> extends ColumnBase<T> {
  id: string;
  accessorFn: (row: T, index: number) => unknown;
  accessorKey?: never;
}

/** Reads nothing: draws from the row (operations, icons); never sorts, never exported unless `meta.csv`. */
interface DisplayColumn<T> extends ColumnBase<T> {
  id: string;
  accessorKey?: never;
  accessorFn?: never;
}

export type ColumnDef<T> = KeyColumn<T> | FunctionColumn<T> | DisplayColumn<T>;
