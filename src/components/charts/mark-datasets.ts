// The peak and 95th-percentile marks drawn as extra datasets rather than a plugin: they get a legend entry (so
// a click hides them like any series), a tooltip and colours from the theme for free. Single samples are
// scatter datasets, which the decimation plugin leaves alone: every discarded sample stays marked however
// long the series.
import type { ChartDataset, ScriptableContext } from 'chart.js';
import type { ChartPoint } from '@/lib/series';
import type { BillingMarks } from './billing-marks';
import type { ChartTheme } from './chart-theme';
import type { TimeExtent } from './chart-types';

export interface MarkTexts {
  peak: string;
  percentile95: string;
  /** Legend label of the discarded samples, with their count. */
  discarded(count: number): string;
}

type LineDataset = ChartDataset<'line', ChartPoint[]>;
type ScatterDataset = ChartDataset<'scatter', ChartPoint[]>;
export type MarkDataset = LineDataset | ScatterDataset;

// The extent is the time axis's, so the percentile line runs from edge to edge.
function percentileLine(sample: ChartPoint, extent: TimeExtent, yAxisID: string, theme: ChartTheme, label: string) {
  const y = sample.y;
  // Sorted and without repeated times, as the chart's `normalized` option promises.
  const xs = [...new Set([extent.min, sample.x, extent.max])].sort((a, b) => a - b);
  const atSample = (size: number) => (context: ScriptableContext<'line'>) =>
    (context.raw as ChartPoint | undefined)?.x === sample.x ? size : 0;
  const dataset: LineDataset = {
    label,
    data: xs.map((x) => ({ x, y })),
    yAxisID,
    borderColor: theme.percentile,
    backgroundColor: theme.percentile,
    borderWidth: 1.5,
    borderDash: [6, 4],
    // Only the sample that sets the bill is drawn as a point; the line's ends stay plain.
    pointRadius: atSample(5),
    pointHoverRadius: atSample(7),
    pointHitRadius: atSample(6),
  };
  return dataset;
}

export function markDatasets(
  marks: BillingMarks,
  extent: TimeExtent,
  yAxisID: string,
  theme: ChartTheme,
  texts: MarkTexts,
): MarkDataset[] {
  const datasets: MarkDataset[] = [];
  if (marks.peak) {
    datasets.push({
      type: 'scatter',
      label: texts.peak,
      data: [marks.peak],
      yAxisID,
      pointStyle: 'triangle',
      pointRadius: 7,
      pointHoverRadius: 9,
      borderColor: theme.peak,
      backgroundColor: theme.peak,
    });
  }
  if (marks.percentile95) {
    datasets.push(percentileLine(marks.percentile95, extent, yAxisID, theme, texts.percentile95));
  }
  if (marks.discarded.length > 0) {
    datasets.push({
      type: 'scatter',
      label: texts.discarded(marks.discarded.length),
      data: [...marks.discarded],
      yAxisID,
      pointStyle: 'rectRot',
      pointRadius: 4,
      pointHoverRadius: 6,
      borderColor: theme.percentile,
      backgroundColor: theme.discarded,
    });
  }
  return datasets;
}
