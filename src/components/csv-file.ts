// Writes rows as a CSV file (see src/lib/csv.ts for the format) and saves it: loaded with the first export
// (download-csv.ts).
import { toCsv, type CsvCell } from '../lib/csv';
import { saveBlob } from './save-blob';

export function saveCsvFile(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
