// Where the peak and 95th-percentile marks of a time-series chart go. They are computed on the series as the
// API gave it, before any sampling for display, so the marks are the billed samples themselves.
import { peakOf, percentile95 } from '@/lib/percentile';
import type { ChartPoint } from '@/lib/series';
import type { TimeSeries, TimeSeriesMarks } from './chart-types';

export interface BillingMarks {
  /** Index of the marked series in the chart's series. */
  seriesIndex: number;
  peak?: ChartPoint;
  /** The sample that sets the 95th percentile (its y is the billed value). */
  percentile95?: ChartPoint;
  /** The top 5 % of samples above it, not billed, in time order. */
  discarded: readonly ChartPoint[];
}

export function billingMarks(series: readonly TimeSeries[], marks: TimeSeriesMarks = {}): BillingMarks {
  const seriesIndex = marks.series ?? 0;
  const points = series[seriesIndex]?.points ?? [];
  const values = points.map((point) => point.y);
  const peak = marks.peak ? peakOf(values) : undefined;
  const billed = marks.percentile95 ? percentile95(values) : undefined;
  return {
    seriesIndex,
    peak: peak && points[peak.index],
    percentile95: billed && points[billed.index],
    discarded: billed ? billed.discarded.flatMap((index) => points[index] ?? []) : [],
  };
}
