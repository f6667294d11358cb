// Hit-rate percent (001 §5): hit ÷ request × 100 with two decimals, 0 when there are no requests; the miss
// percent is the complement (and 0 too without requests: nothing was missed).
import { round2 } from './percent';

export function hitPercent(hit: number, request: number): number {
  if (!(request > 0)) return 0;
  return round2((hit / request) * 100);
}

export function missPercent(hit: number, request: number): number {
  if (!(request > 0)) return 0;
  return round2(100 - hitPercent(hit, request));
}

export interface HitRateRow {
  time: number;
  hit: number;
  miss: number;
  hitPercent: number;
  missPercent: number;
}

/** One row per time of the hit and miss curves (a time missing from one list counts 0 there). */
export function hitRateRows(
  hitList: readonly { time: number; count: number }[],
  missList: readonly { time: number; count: number }[],
): HitRateRow[] {
  const rows = new Map<number, { hit: number; miss: number }>();
  for (const point of hitList) rows.set(point.time, { hit: point.count, miss: rows.get(point.time)?.miss ?? 0 });
  for (const point of missList) rows.set(point.time, { hit: rows.get(point.time)?.hit ?? 0, miss: point.count });
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([time, { hit, miss }]) => ({
      time,
      hit,
      miss,
      hitPercent: hitPercent(hit, hit + miss),
      missPercent: missPercent(hit, hit + miss),
    }));
}
