// From the API's point lists to chart series. Curve timestamps arrive in seconds (specification 001 §9) and
// charts work in milliseconds: secondsToMs is the one place where that conversion happens.

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  x: number;
  y: number;
}

export const DAY_MS = 86_400_000;
/** Specification 002 §9: "chart sampled against a 288-point baseline", i.e. one point per 5 minutes of a day. */
export const BASELINE_POINTS_PER_DAY = 288;

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
 * by time, as the chart's decimation and the sampling below expect.
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

/**
 * Sampling against the 288-point baseline. A series spanning k days (at least 1, counted from its first to
 * its last point) may hold up to 288 × k points: one per 5 minutes, the portal's finest granularity. A denser
 * series is cut into 5-minute slots (DAY / perDay, aligned to the clock) and each slot keeps its highest
 * point, with that point's own time. Keeping the maximum, not an average or a pick, is deliberate: a
 * bandwidth chart must never lose a peak, since peaks are what customers are billed on.
 * Expects points sorted by time; a series within the baseline is returned as it is.
 */
export function sampleToBaseline(
  points: readonly ChartPoint[],
  perDay = BASELINE_POINTS_PER_DAY,
): readonly ChartPoint[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return points;
  const days = Math.max(1, Math.ceil((last.x - first.x) / DAY_MS));
  if (points.length <= perDay * days) return points;

  const slotMs = DAY_MS / perDay;
  const sampled: ChartPoint[] = [];
  let currentSlot: number | undefined;
  for (const point of points) {
    const slot = Math.floor(point.x / slotMs);
    const kept = sampled.at(-1);
    if (slot !== currentSlot || !kept) {
      sampled.push(point);
      currentSlot = slot;
    } else if (point.y > kept.y) {
      sampled[sampled.length - 1] = point;
    }
  }
  return sampled;
}
