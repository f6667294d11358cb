// Saves rows as a CSV file. The writer and the saver (csv-file.ts) load with the first export: no screen needs
// them to draw, and in the kit's file they were part of every list's and chart's first page.
import type { CsvCell } from '../lib/csv';

export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  void import('./csv-file').then(({ saveCsvFile }) => saveCsvFile(fileName, header, rows));
}
