// The data and options of a time-series chart, built as plain values so they can be tested without a canvas;
// TimeSeriesChart only adds the current language and colour mode.
import { DEFAULT_VIEW, motionOptions, type ChartView } from './chart-motion';
import { Chart, type ChartData, type ChartOptions, type LegendItem, type Scale } from 'chart.js';
import type { ChartPoint } from '@/lib/series';
import { sampleToBaseline } from './baseline-sampling';
import { formatAxisTick, formatValue, pickUnit, type Quantity } from '@/lib/units';
import type { BillingMarks } from './billing-marks';
import { seriesColor, type ChartTheme } from './chart-theme';
import type { TimeExtent, TimeSeries } from './chart-types';
import { markDatasets, type MarkTexts } from './mark-datasets';
import { formatTime, maxTicksForWidth, tickFormat, timeTicks, TOOLTIP_TIME_FORMAT } from './time-axis';

export interface TimeSeriesTexts extends MarkTexts {
  /** The x-axis title, naming the time zone. */
  time: string;
  /** The y-axis title of each kind of series. */
  quantity: Record<Quantity, string>;
}

/** Above this many points in all, the chart skips its animation: redrawing them frame by frame stutters. */
export const LARGE_SERIES = 2000;

export const axisIdOf = (kind: Quantity) => `y-${kind}`;

const kindsOf = (series: readonly TimeSeries[]) => [...new Set(series.map((item) => item.kind))];

const extentOf = (series: readonly TimeSeries[]): TimeExtent | undefined => {
  const xs = series.flatMap((item) => [item.points[0]?.x, item.points.at(-1)?.x]).filter((x) => x !== undefined);
  return xs.length ? { min: Math.min(...xs), max: Math.max(...xs) } : undefined;
};

/** The time axis: from the first to the last point of the series that are not references (else of all). */
export const timeExtent = (series: readonly TimeSeries[]): TimeExtent | undefined =>
  extentOf(series.filter((item) => !item.reference)) ?? extentOf(series);

/**
 * The series as drawn: a reference keeps only its points within the time axis. A previous period moved onto
 * this one can run past it (a week's curve where the server answered one day, a period of other length); drawn
 * whole, it stretched the axis beyond the period shown, into the future.
 */
export function drawnSeries(series: readonly TimeSeries[]): readonly TimeSeries[] {
  const extent = timeExtent(series);
  if (!extent || !series.some((item) => item.reference)) return series;
  const within = (point: ChartPoint) => point.x >= extent.min && point.x <= extent.max;
  return series.map((item) => (item.reference ? { ...item, points: item.points.filter(within) } : item));
}

export function timeSeriesData(
  series: readonly TimeSeries[],
  marks: BillingMarks,
  theme: ChartTheme,
  texts: MarkTexts,
): ChartData<'line' | 'scatter', ChartPoint[]> {
  const lines = series.map((item, index) => ({
    label: item.label,
    // Sampled against the 288-point baseline (src/lib/series.ts); the decimation plugin then thins what is
    // still more than the canvas has pixels for.
    data: [...sampleToBaseline(item.points)],
    yAxisID: axisIdOf(item.kind),
    borderColor: seriesColor(theme, index),
    backgroundColor: seriesColor(theme, index),
    borderWidth: 1.5,
    borderDash: item.reference ? [6, 4] : [],
    pointRadius: 0,
    pointHoverRadius: 4,
  }));
  const marked = series[marks.seriesIndex];
  const extent = timeExtent(series);
  const extras = marked && extent ? markDatasets(marks, extent, axisIdOf(marked.kind), theme, texts) : [];
  return { datasets: [...lines, ...extras] };
}

function yAxes(series: readonly TimeSeries[], theme: ChartTheme, texts: TimeSeriesTexts) {
  // One axis per kind of series, each with one unit for all its ticks; the first kind on the left draws the
  // grid, the others sit on the right.
  return Object.fromEntries(
    kindsOf(series).map((kind, index) => {
      const unit = pickUnit(
        series.filter((item) => item.kind === kind).flatMap((item) => item.points.map((point) => point.y)),
        kind,
      );
      const axis = {
        type: 'linear' as const,
        axis: 'y' as const,
        position: index === 0 ? ('left' as const) : ('right' as const),
        beginAtZero: true,
        title: { display: true, text: texts.quantity[kind], color: theme.text },
        grid: { color: theme.grid, drawOnChartArea: index === 0 },
        ticks: {
          color: theme.muted,
          callback: (value: number | string) => formatAxisTick(Number(value), unit),
          ...(kind === 'count' ? { precision: 0 } : {}),
        },
      };
      return [axisIdOf(kind), axis];
    }),
  );
}

/** The legend's items: chart.js's own, with a line swatch for every line dataset. */
export function legendItems(chart: Chart): LegendItem[] {
  return Chart.defaults.plugins.legend.labels
    .generateLabels(chart)
    .map((item) => legendSwatch(item, chart.data.datasets[item.datasetIndex ?? -1]?.type));
}

/** A line dataset's legend item drawn as a line; a scatter mark keeps its point style. */
export function legendSwatch(item: LegendItem, datasetType: string | undefined): LegendItem {
  return datasetType === 'scatter' ? item : { ...item, pointStyle: 'line', lineWidth: 2 };
}

export function timeSeriesOptions(
  series: readonly TimeSeries[],
  theme: ChartTheme,
  texts: TimeSeriesTexts,
  view: ChartView = DEFAULT_VIEW,
): ChartOptions<'line'> {
  const extent = timeExtent(series) ?? { min: 0, max: 0 };
  const labelFormat = tickFormat(extent.min, extent.max);
  const kindByAxis = new Map(kindsOf(series).map((kind) => [axisIdOf(kind), kind]));
  const pointCount = series.reduce((sum, item) => sum + item.points.length, 0);
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Data arrive as sorted {x, y} points: chart.js neither parses nor sorts them, which LTTB decimation needs.
    parsing: false,
    normalized: true,
    spanGaps: true,
    ...motionOptions(view, pointCount > LARGE_SERIES),
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    scales: {
      x: {
        type: 'linear',
        min: extent.min,
        max: extent.max,
        title: { display: true, text: texts.time, color: theme.text },
        grid: { color: theme.grid },
        // Round local times instead of the linear scale's round numbers of milliseconds, no more of them than
        // the axis has room for.
        afterBuildTicks: (scale: Scale) => {
          const maxTicks = maxTicksForWidth(scale.width, labelFormat);
          scale.ticks = timeTicks(scale.min, scale.max, maxTicks).map((value) => ({ value }));
        },
        ticks: {
          color: theme.muted,
          maxRotation: 0,
          callback: (value: number | string) => formatTime(Number(value), labelFormat),
        },
      },
      ...yAxes(series, theme, texts),
    },
    plugins: {
      legend: {
        position: 'bottom',
        // Each series' swatch is a short stretch of its own line, dashes included (a dashed box outline reads
        // as a scribble); the peak and discarded marks keep their point shapes.
        labels: { color: theme.text, usePointStyle: true, pointStyleWidth: 28, generateLabels: legendItems },
      },
      decimation: { enabled: true, algorithm: 'lttb' },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? formatTime(items[0].parsed.x ?? NaN, TOOLTIP_TIME_FORMAT) : ''),
          label: (item) => {
            const kind = kindByAxis.get(item.dataset.yAxisID ?? '') ?? 'count';
            return `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y, kind)}`;
          },
        },
      },
    },
  };
}
