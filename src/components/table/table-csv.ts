// A table's CSV: the columns the user sees, headed as on screen (so in the current language), one line a row.
import type { CsvCell } from '@/lib/csv';
import type { ColumnDef } from './column-def';
import { cellValue, readsValue } from './column-model';

/** A value as a CSV cell: text, figures and yes/no as they are, anything else as its text. */
function toCsvCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

function cellOf<T>(column: ColumnDef<T>): ((row: T, index: number) => CsvCell) | undefined {
  if (column.meta?.csv) return column.meta.csv;
  if (!readsValue(column)) return undefined;
  return (original, index) => toCsvCell(cellValue(column, { id: '', index, original }));
}

export function tableCsv<T>(columns: readonly ColumnDef<T>[], rows: readonly T[]) {
  const exported = columns.flatMap((column) => {
    const cell = cellOf(column);
    return cell ? [{ header: typeof column.header === 'string' ? column.header : (column.id ?? ''), cell }] : [];
  });
  return {
    header: exported.map((column) => column.header),
    rows: rows.map((row, index) => exported.map((column) => column.cell(row, index))),
  };
}
