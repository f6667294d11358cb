// From the API's point lists to chart series. Curve timestamps arrive in seconds (specification 001 §9) and
// charts work in milliseconds: secondsToMs is the one place where that conversion happens.

export interface ChartPoint {
  /** Milliseconds since the epoch. */
  x: number;
  y: number;
}

export const DAY_MS = 86_400_000;
/** Specification 002 §9: "chart sampled against a 288-point baseline", as many as 5-minute points in a day. */
export const BASELINE_POINTS = 288;

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

const SLOT_STEP_MS = 5 * 60_000;

/**
 * Sampling against the 288-point baseline (002 §9): a chart draws at most 288 points, one day of 5-minute
 * points, whatever the range and granularity. A longer series is cut into slots of a whole number of 5-minute
 * steps (the fewest that leave at most `baseline` slots, from the 5-minute boundary of the first point) and each slot keeps its
 * highest point, with that point's own time: a week of 5-minute points is drawn as 35-minute slots. Keeping
 * the maximum, not an average or a pick, is deliberate: a bandwidth chart must never lose a peak, since peaks
 * are what customers are billed on (the marks are computed from the raw series, not from this).
 * Expects points sorted by time; a series within the baseline is returned as it is.
 */
export function sampleToBaseline(points: readonly ChartPoint[], baseline = BASELINE_POINTS): readonly ChartPoint[] {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length <= baseline) return points;
  // Slots start at the 5-minute boundary at or before the first point.
  const origin = Math.floor(first.x / SLOT_STEP_MS) * SLOT_STEP_MS;
  let slotMs = Math.max(1, Math.ceil((last.x - origin) / baseline / SLOT_STEP_MS)) * SLOT_STEP_MS;
  while (Math.floor((last.x - origin) / slotMs) + 1 > baseline) slotMs += SLOT_STEP_MS;

  const sampled: ChartPoint[] = [];
  let currentSlot: number | undefined;
  for (const point of points) {
    const slot = Math.floor((point.x - origin) / slotMs);
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
