// The shapes a screen hands to the charts. Points come from src/lib/series.ts (x in milliseconds).
import type { ChartPoint } from '@/lib/series';
import type { Quantity } from '@/lib/units';

export interface TimeSeries {
  /** Legend, tooltip and CSV column name (already translated). */
  label: string;
  /** Sorted by time; toSeries() builds them from the API's point lists. */
  points: readonly ChartPoint[];
  /** Sets the unit: bandwidth in bps, traffic in B, counts plain. Each kind gets its own y axis. */
  kind: Quantity;
  /**
   * A reference drawn over the other series (a previous period moved onto this one, a threshold): dashed, and
   * only where the others are. The time axis spans the others, so a reference never stretches it.
   */
  reference?: boolean;
}

/** A span of time in milliseconds: a chart's time axis. */
export interface TimeExtent {
  min: number;
  max: number;
}

export interface TimeSeriesMarks {
  /** Marks the highest sample. */
  peak?: boolean;
  /** Draws the 95th-percentile line, highlights the sample that sets it and marks the discarded top 5 %. */
  percentile95?: boolean;
  /** Which series the marks belong to (the billed one); the first by default. */
  series?: number;
  /**
   * The figures the answer itself carries for the marked series (the cards beside the chart show them). The
   * marks are computed from the samples; where one would read differently from the answer's figure, the
   * caption says that it is computed from the samples shown, so the screen never shows two unexplained numbers.
   */
  reported?: { peak?: number; percentile95?: number };
}
