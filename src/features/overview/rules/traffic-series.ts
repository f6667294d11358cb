// The overview's curves: bandwidth and flow of the chosen period, and those of the previous period moved
// forward onto the same time axis, so the two periods are drawn over each other for comparison.
import { toSeries, type ChartPoint } from '@/lib/series';
import { serverTimeMs } from '@/lib/server-time';

interface Curve {
  timestamp: number;
  bandwidth: number;
  flow: number;
}

export interface TrafficCurves {
  bandwidth: readonly ChartPoint[];
  flow: readonly ChartPoint[];
}

/**
 * The curves of one period, every sample kept, moved by `shiftMs`. The chart samples them for drawing only; its
 * peak and 95th-percentile marks read every sample, as the bill does.
 */
export function trafficCurves(list: readonly Curve[], shiftMs = 0): TrafficCurves {
  const { bandwidth, flow } = toSeries(list, ['bandwidth', 'flow']);
  const shift = (points: readonly ChartPoint[]) => points.map((point) => ({ x: point.x + shiftMs, y: point.y }));
  return { bandwidth: shift(bandwidth), flow: shift(flow) };
}

/** How far the previous period moves to line up with the current one (the distance between their starts). */
export const periodShiftMs = (currentStart: string, previousStart: string) =>
  (serverTimeMs(currentStart) ?? NaN) - (serverTimeMs(previousStart) ?? NaN);
