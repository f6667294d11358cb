// A table's CSV file, built and saved when the user asks for it: loaded by the export button on its press, so
// a list's first page does not carry the CSV writer.
import type { ColumnDef } from './column-def';
import { downloadCsv } from '../download-csv';
import { tableCsv } from './table-csv';

export function exportTableCsv<T>(fileName: string, columns: ColumnDef<T>[], rows: readonly T[]) {
  const csv = tableCsv(columns, rows);
  downloadCsv(fileName, csv.header, csv.rows);
}
