// A line chart of values over time (bandwidth, traffic, counts): one unit per y axis, the time zone on the x
// axis, optional peak and 95th-percentile marks, a CSV export and an empty state. The data and options are
// built by the pure functions of time-series-config.ts; this component adds language and colour mode.
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import type { ChartPoint } from '@/lib/series';
import { formatValue } from '@/lib/units';
import { downloadCsv } from '../download-csv';
import { useColorMode } from '../ui/color-mode';
import { billingMarks, type BillingMarks } from './billing-marks';
import { ChartEmpty } from './ChartEmpty';
import { ChartFrame } from './ChartFrame';
import { useChartView } from './chart-motion';
import { chartTheme } from './chart-theme';
import type { TimeSeries, TimeSeriesMarks } from './chart-types';
import './register-line-charts';
import { drawnSeries, timeExtent, timeSeriesData, timeSeriesOptions } from './time-series-config';
import { timeSeriesCsv } from './time-series-csv';
import { useTimeSeriesTexts } from './use-chart-texts';

export interface TimeSeriesChartProps {
  series: readonly TimeSeries[];
  marks?: TimeSeriesMarks;
  /** Names the chart for screen readers and, unless csvFileName is given, the exported file. */
  ariaLabel: string;
  height?: number | string;
  csvFileName?: string;
}

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { series: given, marks = {}, ariaLabel, height = 320, csvFileName } = props;
  const { colorMode } = useColorMode();
  const theme = chartTheme(colorMode);
  const captionId = useId();
  // What is drawn is also what the CSV holds and the marks read.
  const series = useMemo(() => drawnSeries(given), [given]);
  const extent = useMemo(() => timeExtent(series), [series]);
  // Without points only the empty state shows, so the moment for the time zone does not matter then.
  const texts = useTimeSeriesTexts();
  const { peak, percentile95, series: markedIndex } = marks;
  const billing = useMemo(
    () => billingMarks(series, { peak, percentile95, series: markedIndex }),
    [series, peak, percentile95, markedIndex],
  );
  const data = useMemo(() => timeSeriesData(series, billing, theme, texts), [series, billing, theme, texts]);
  const { reducedMotion, narrow } = useChartView();
  const options = useMemo(
    () => timeSeriesOptions(series, theme, texts, { reducedMotion, narrow }),
    [series, theme, texts, reducedMotion, narrow],
  );
  const caption = useMarksCaption(billing, series[billing.seriesIndex], marks.reported);

  if (!extent) return <ChartEmpty height={height} />;

  const download = () => {
    const { header, rows } = timeSeriesCsv(series, texts.time);
    downloadCsv(csvFileName ?? `${ariaLabel}.csv`, header, rows);
  };

  return (
    <ChartFrame height={height} onDownload={download} caption={caption} captionId={captionId}>
      {/* A line chart whose single-sample marks are scatter datasets (see mark-datasets.ts). */}
      <Chart<'line' | 'scatter', ChartPoint[]>
        type="line"
        data={data}
        options={options}
        role="img"
        aria-label={ariaLabel}
        aria-describedby={caption ? captionId : undefined}
      />
    </ChartFrame>
  );
}

/**
 * The marks in words, below the chart: what the canvas shows, for those who cannot see it. A mark that reads
 * differently from the answer's own figure says it is computed from the samples shown.
 */
function useMarksCaption(
  billing: BillingMarks,
  marked: TimeSeries | undefined,
  reported: TimeSeriesMarks['reported'] = {},
): string | undefined {
  const { t } = useLingui();
  if (!marked) return undefined;
  const differs = (computed: string, figure: number | undefined) =>
    figure !== undefined && formatValue(figure, marked.kind) !== computed;
  const parts: string[] = [];
  if (billing.peak) {
    const value = formatValue(billing.peak.y, marked.kind);
    parts.push(differs(value, reported.peak) ? t`Peak of the samples shown: ${value}` : t`Peak: ${value}`);
  }
  if (billing.percentile95) {
    const value = formatValue(billing.percentile95.y, marked.kind);
    parts.push(
      differs(value, reported.percentile95)
        ? t`95th percentile of the samples shown: ${value}`
        : t`95th percentile: ${value}`,
    );
  }
  if (billing.discarded.length > 0) {
    const count = billing.discarded.length;
    parts.push(t`Discarded top 5% (${count})`);
  }
  return parts.length ? parts.join(' · ') : undefined;
}
