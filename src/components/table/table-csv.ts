// A table's CSV: the columns the user sees, headed as on screen (so in the current language), one line a row.
import type { ColumnDef } from '@tanstack/react-table';
import type { CsvCell } from '@/lib/csv';
import './column-meta';

type Column<T> = ColumnDef<T, unknown>;

function cellOf<T>(column: Column<T>): ((row: T, index: number) => CsvCell) | undefined {
  if (column.meta?.csv) return column.meta.csv;
  if ('accessorFn' in column && column.accessorFn) {
    const read = column.accessorFn;
    return (row, index) => read(row, index) as CsvCell;
  }
  if ('accessorKey' in column && column.accessorKey !== undefined) {
    const key = column.accessorKey as keyof T;
    return (row) => row[key] as CsvCell;
  }
  return undefined;
}

export function tableCsv<T>(columns: readonly Column<T>[], rows: readonly T[]) {
  const exported = columns.flatMap((column) => {
    const cell = cellOf(column);
    return cell ? [{ header: typeof column.header === 'string' ? column.header : (column.id ?? ''), cell }] : [];
  });
  return {
    header: exported.map((column) => column.header),
    rows: rows.map((row, index) => exported.map((column) => column.cell(row, index))),
  };
}
