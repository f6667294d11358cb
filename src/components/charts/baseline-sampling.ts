// The charts' sampling of a long series (specification 002 §9). The charts' own: with the charts' file, so that a
// chart does not load the pickers' file for it (scripts/lib/code-splitting.mjs).
import type { ChartPoint } from '@/lib/series';

/** Specification 002 §9: "chart sampled against a 288-point baseline", as many as 5-minute points in a day. */
export const BASELINE_POINTS = 288;

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
