// The table under the service-info chart: for each day of the period, the day's peak bandwidth, the moment
// it was reached and the day's traffic. Days are the viewer's calendar days, like the chart's time axis.
import { formatProviderTime } from '@/lib/provider-time.js';
import { secondsToMs } from '@/lib/series';

interface Point {
  timestamp: number;
  bandwidth: number;
  flow: number;
}

export interface DailyPeak {
  /** YYYY-MM-DD */
  day: string;
  peakBandwidth: number;
  /** Milliseconds of the first sample that reached the peak. */
  peakTime: number;
  /** Sum of the day's flow samples, in bytes. */
  flow: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function dailyPeaks(points: readonly Point[]): DailyPeak[] {
  const days = new Map<string, DailyPeak>();
  const sorted = points.filter((point) => isNumber(point.timestamp)).toSorted((a, b) => a.timestamp - b.timestamp);
  for (const point of sorted) {
    const time = secondsToMs(point.timestamp);
    const day = formatProviderTime(time, 'YYYY-MM-DD');
    const row = days.get(day) ?? { day, peakBandwidth: -Infinity, peakTime: time, flow: 0 };
    if (isNumber(point.bandwidth) && point.bandwidth > row.peakBandwidth) {
      row.peakBandwidth = point.bandwidth;
      row.peakTime = time;
    }
    if (isNumber(point.flow)) row.flow += point.flow;
    days.set(day, row);
  }
  // A day without a bandwidth sample has no peak: 0, at the day's first sample.
  return [...days.values()].map((row) => (row.peakBandwidth === -Infinity ? { ...row, peakBandwidth: 0 } : row));
}
