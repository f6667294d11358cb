// A resource record's metric curve (002 monitoring, fields inferred): its points arrive with server times
// (YYYY-MM-DD HH:mm:ss) and are drawn with the rule's threshold as a flat dashed line across the same times.
import { serverTimeMs } from '@/lib/server-time';
import type { ChartPoint } from '@/lib/series';
import type { Quantity } from '@/lib/units';
import type { MonitoringMetric } from '../types';

/** The chart unit of a metric: bandwidth in bps, traffic in bytes, requests and ratios as plain numbers. */
export const metricQuantity = (metric: MonitoringMetric): Quantity =>
  metric === 'bandwidth' ? 'bandwidth' : metric === 'flow' ? 'traffic' : 'count';

/** The points of the curve, by time; a point whose time does not read is left out rather than drawn at 0. */
export function resourcePoints(list: readonly { time: string; value: number }[]): ChartPoint[] {
  return list
    .map((point) => ({ x: serverTimeMs(point.time) ?? NaN, y: point.value }))
    .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y))
    .sort((a, b) => a.x - b.x);
}

/** The threshold at every time of the curve; none without a threshold or a curve. */
export const thresholdPoints = (points: readonly ChartPoint[], threshold: number | null | undefined): ChartPoint[] =>
  threshold === null || threshold === undefined ? [] : points.map((point) => ({ x: point.x, y: threshold }));
