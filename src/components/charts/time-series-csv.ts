// The CSV export of a time-series chart: one row per moment, one column per series, raw values (not scaled)
// with their unit in the header, so a spreadsheet can sum them. Marks and display sampling are not exported.
import type { CsvCell } from '@/lib/csv';
import { baseSymbol } from '@/lib/units';
import { withUnit, type CsvTable } from './chart-csv';
import type { TimeSeries } from './chart-types';
import { CSV_TIME_FORMAT, formatTime } from './time-axis';

export function timeSeriesCsv(series: readonly TimeSeries[], timeHeader: string): CsvTable {
  // Series may have different times (a gap in one of them): the rows are the union, with empty cells.
  const byTime = new Map<number, CsvCell[]>();
  series.forEach((item, column) => {
    for (const point of item.points) {
      const row = byTime.get(point.x) ?? Array<CsvCell>(series.length).fill('');
      row[column] = point.y;
      byTime.set(point.x, row);
    }
  });
  return {
    header: [timeHeader, ...series.map((item) => withUnit(item.label, baseSymbol(item.kind)))],
    rows: [...byTime].sort(([a], [b]) => a - b).map(([time, values]) => [formatTime(time, CSV_TIME_FORMAT), ...values]),
  };
}
