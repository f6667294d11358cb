// From the API's point lists to chart series. Curve timestamps arrive in seconds (specification 001 §9) and
// charts work in milliseconds: secondsToMs is the one place where that conversion happens.

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  x: number;
  y: number;
}

export const DAY_MS = 86_400_000;
export const secondsToMs = (seconds: number) => seconds * 1000;

// The API sends numbers, sometimes as numeric strings; anything else (null, '', 'abc') is a missing value.
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * One series per chosen field, from rows such as `{ timestamp: 1732000000, bandwidth: 123, flow: 456 }`:
 * x is the row's time (seconds, `timestamp` unless `time` names another field) in milliseconds, y the field.
 * A row whose time or value is missing is left out of that series rather than drawn as 0. Points are sorted
 * by time, as the chart's decimation and its sampling (src/components/charts/baseline-sampling.ts) expect.
 */
export function toSeries<Row extends object, Field extends keyof Row & string>(
  rows: readonly Row[],
  fields: readonly Field[],
  options: { time?: keyof Row & string } = {},
): Record<Field, ChartPoint[]> {
  const timeField = options.time ?? 'timestamp';
  const series = Object.fromEntries(fields.map((field) => [field, [] as ChartPoint[]])) as Record<Field, ChartPoint[]>;
  for (const row of rows) {
    const seconds = numberOf((row as Record<string, unknown>)[timeField]);
    if (seconds === undefined) continue;
    for (const field of fields) {
      const y = numberOf(row[field]);
      if (y !== undefined) series[field].push({ x: secondsToMs(seconds), y });
    }
  }
  for (const field of fields) series[field].sort((a, b) => a.x - b.x);
  return series;
}
