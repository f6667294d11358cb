// The table a chart exports, before downloadCsv writes it (src/lib/csv.ts does the quoting).
import type { CsvCell } from '@/lib/csv';

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/** A column header with the unit of its raw values: 'Bandwidth (bps)'; plain counts have none. */
export const withUnit = (label: string, unit: string) => (unit ? `${label} (${unit})` : label);
