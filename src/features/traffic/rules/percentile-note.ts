// How the 95th-percentile bandwidth is reached, in words under the chart, for the people who pay the bill:
// of n samples the top 5 % (floor(n × 0.05)) are discarded, free of charge, and the next one sets the bill.
// Computed with the kit's billing rule on the same points the chart marks, so text and marks agree.
import { percentile95 } from '@/lib/percentile';
import type { ChartPoint } from '@/lib/series';

export interface PercentileNote {
  samples: number;
  discarded: number;
  /** The sample that sets the 95th percentile. */
  billed: ChartPoint;
  /** The lowest of the discarded samples: every burst up to it was free. */
  lowestDiscarded?: ChartPoint;
}

export function percentileNote(points: readonly ChartPoint[]): PercentileNote | undefined {
  const result = percentile95(points.map((point) => point.y));
  const billed = result && points[result.index];
  if (!result || !billed) return undefined;
  const discarded = result.discarded.flatMap((index) => points[index] ?? []);
  const lowestDiscarded = discarded.reduce<ChartPoint | undefined>(
    (low, p) => (!low || p.y < low.y ? p : low),
    undefined,
  );
  return { samples: points.length, discarded: discarded.length, billed, lowestDiscarded };
}
