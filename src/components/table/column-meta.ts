// What a column of the shared DataTable may declare beyond TanStack Table's own options.
import type { RowData } from '@tanstack/react-table';
import type { CsvCell } from '@/lib/csv';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The cell's value in a CSV export; columns without it or an accessor (actions) are left out. */
    csv?: (row: TData) => CsvCell;
    /** Right-aligned, tabular figures. */
    numeric?: boolean;
  }
}

export {};
