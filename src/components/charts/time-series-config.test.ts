import type { LegendItem, Scale } from 'chart.js';
import { describe, expect, it } from 'vitest';
import type { ChartPoint } from '@/lib/series';
import { billingMarks } from './billing-marks';
import { chartTheme } from './chart-theme';
import type { TimeSeries } from './chart-types';
import {
  LARGE_SERIES,
  axisIdOf,
  legendItems,
  legendSwatch,
  drawnSeries,
  timeExtent,
  timeSeriesData,
  timeSeriesOptions,
  type TimeSeriesTexts,
} from './time-series-config';

const texts: TimeSeriesTexts = {
  time: 'Time (UTC+08:00)',
  quantity: { bandwidth: 'Bandwidth', traffic: 'Traffic', count: 'Count' },
  peak: 'Peak',
  percentile95: '95th percentile',
  discarded: (count) => `Discarded (${count})`,
};
const light = chartTheme('light');
const START = Date.UTC(2024, 10, 19);
const points = (count: number, stepMs: number, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i): ChartPoint => ({ x: START + i * stepMs, y: value(i) }));
const series = (kind: TimeSeries['kind'], values: ChartPoint[], label: string = kind): TimeSeries => ({
  label,
  points: values,
  kind,
});
// One day of 5-minute samples between 0 and 2 Gbps.
const bandwidth = series(
  'bandwidth',
  points(288, 300_000, (i) => (i % 50) * 4e7),
);
const traffic = series(
  'traffic',
  points(288, 300_000, (i) => i * 1e10),
);
const reference = (values: ChartPoint[]): TimeSeries => ({ ...series('bandwidth', values, 'before'), reference: true });

type Callback = (value: number | string) => string;
const tickLabel = (options: ReturnType<typeof timeSeriesOptions>, axis: string, value: number) =>
  (options.scales?.[axis]?.ticks?.callback as unknown as Callback)(value);

describe('timeSeriesOptions', () => {
  it('feeds chart.js sorted raw points with LTTB decimation on', () => {
    const options = timeSeriesOptions([bandwidth], light, texts);
    expect([options.parsing, options.normalized, options.plugins?.decimation]).toEqual([
      false,
      true,
      { enabled: true, algorithm: 'lttb' },
    ]);
  });

  it.each([
    ['keeps its animation for a small series', 288, undefined],
    ['drops its animation for a large series', LARGE_SERIES + 1, false],
  ])('%s', (_name, count, animation) => {
    const options = timeSeriesOptions(
      [
        series(
          'count',
          points(count, 1000, () => 1),
        ),
      ],
      light,
      texts,
    );
    expect(options.animation).toBe(animation);
  });

  it('labels every tick of an axis in one unit, and its foot as a plain 0', () => {
    const options = timeSeriesOptions([bandwidth], light, texts);
    expect([0, 5e8, 1e9].map((value) => tickLabel(options, 'y-bandwidth', value))).toEqual(['0', '0.5 Gbps', '1 Gbps']);
  });

  it('gives each kind of series its own axis and unit', () => {
    const options = timeSeriesOptions([bandwidth, traffic], light, texts);
    expect([tickLabel(options, 'y-bandwidth', 1e9), tickLabel(options, 'y-traffic', 1e12)]).toEqual(['1 Gbps', '1 TB']);
  });

  it.each([
    ['the time axis names the time zone', 'x', 'Time (UTC+08:00)'],
    ['a value axis names its quantity', 'y-traffic', 'Traffic'],
  ])('%s', (_name, axis, text) => {
    const title = timeSeriesOptions([traffic], light, texts).scales?.[axis]?.title;
    expect(title && 'text' in title ? title.text : undefined).toBe(text);
  });

  it('puts the time ticks on round times of the data range', () => {
    const x = timeSeriesOptions([bandwidth], light, texts).scales?.x;
    const scale = { min: x?.min, max: x?.max, ticks: [] } as unknown as Scale;
    (x?.afterBuildTicks as (scale: Scale) => void)(scale);
    expect(scale.ticks.length).toBeGreaterThan(3);
    expect(scale.ticks.every((tick) => tick.value % 3_600_000 === 0)).toBe(true);
  });

  it('puts no more time ticks than a narrow axis has room for', () => {
    const x = timeSeriesOptions([bandwidth], light, texts).scales?.x;
    const wide = { min: x?.min, max: x?.max, width: 1200, ticks: [] } as unknown as Scale;
    const narrow = { min: x?.min, max: x?.max, width: 260, ticks: [] } as unknown as Scale;
    (x?.afterBuildTicks as (scale: Scale) => void)(wide);
    (x?.afterBuildTicks as (scale: Scale) => void)(narrow);
    // HH:mm labels: four fit in 260 px with room between them.
    expect(narrow.ticks.length).toBeLessThanOrEqual(4);
    expect(wide.ticks.length).toBeGreaterThan(narrow.ticks.length);
  });

  it("draws a line dataset's legend swatch as a line (dashes included), a mark as its point", () => {
    const item = { text: 'Previous period', lineDash: [6, 4], pointStyle: 'circle' } as LegendItem;
    expect(legendSwatch(item, undefined)).toMatchObject({ pointStyle: 'line', lineDash: [6, 4] });
    expect(legendSwatch(item, 'line')).toMatchObject({ pointStyle: 'line' });
    expect(legendSwatch({ ...item, pointStyle: 'triangle' }, 'scatter')).toMatchObject({ pointStyle: 'triangle' });
    const legend = timeSeriesOptions([bandwidth], light, texts).plugins?.legend?.labels;
    expect(legend).toMatchObject({ usePointStyle: true, generateLabels: legendItems });
  });

  it('formats tooltip values in their own unit', () => {
    const label = timeSeriesOptions([bandwidth], light, texts).plugins?.tooltip?.callbacks?.label as unknown as (
      item: unknown,
    ) => string;
    expect(label({ dataset: { label: 'Bandwidth', yAxisID: 'y-bandwidth' }, parsed: { y: 2.5e6 } })).toBe(
      'Bandwidth: 2.5 Mbps',
    );
  });

  it.each(['light', 'dark'] as const)('colours the axes for the %s mode', (mode) => {
    const x = timeSeriesOptions([bandwidth], chartTheme(mode), texts).scales?.x;
    expect([x?.ticks?.color, x?.grid?.color]).toEqual([chartTheme(mode).muted, chartTheme(mode).grid]);
  });
});

describe('timeSeriesData', () => {
  it('draws one dataset per series, on its axis, a reference dashed', () => {
    const reference = { ...traffic, reference: true };
    const { datasets } = timeSeriesData([bandwidth, reference], billingMarks([]), light, texts);
    expect(datasets.map((d) => [d.label, d.yAxisID, d.borderDash])).toEqual([
      ['bandwidth', axisIdOf('bandwidth'), []],
      ['traffic', axisIdOf('traffic'), [6, 4]],
    ]);
  });

  it('samples a dense series against the 288-point baseline, keeping its peak', () => {
    const dense = series(
      'bandwidth',
      points(1440, 60_000, (i) => (i === 777 ? 9e9 : 1e9)),
    );
    const [line] = timeSeriesData([dense], billingMarks([dense]), light, texts).datasets;
    expect([line?.data.length, Math.max(...(line?.data ?? []).map((p) => p.y))]).toEqual([288, 9e9]);
  });

  it('adds the peak, 95th-percentile and discarded marks after the series', () => {
    const marks = billingMarks([bandwidth], { peak: true, percentile95: true });
    const { datasets } = timeSeriesData([bandwidth], marks, light, texts);
    expect(datasets.map((d) => d.label)).toEqual(['bandwidth', 'Peak', '95th percentile', 'Discarded (14)']);
  });

  it('adds no marks unless asked', () => {
    expect(timeSeriesData([bandwidth], billingMarks([bandwidth]), light, texts).datasets).toHaveLength(1);
  });

  it.each(['light', 'dark'] as const)('colours the series for the %s mode', (mode) => {
    const [line] = timeSeriesData([bandwidth], billingMarks([]), chartTheme(mode), texts).datasets;
    expect(line?.borderColor).toBe(chartTheme(mode).series[0]);
  });
});

describe('timeExtent', () => {
  it.each([
    [
      'spans every series',
      [
        bandwidth,
        series(
          'count',
          points(2, 1e9, () => 1),
        ),
      ],
      { min: START, max: START + 1e9 },
    ],
    ['is undefined without points', [series('count', [])], undefined],
    [
      'leaves out a reference running past the other series',
      [bandwidth, reference(points(2, 1e9, () => 1))],
      { min: START, max: START + (bandwidth.points.length - 1) * 300_000 },
    ],
    [
      'spans the references when no other series has points',
      [series('count', []), reference(points(2, 1e9, () => 1))],
      {
        min: START,
        max: START + 1e9,
      },
    ],
  ])('%s', (_name, all, extent) => {
    expect(timeExtent(all)).toEqual(extent);
  });
});

describe('drawnSeries', () => {
  it("keeps a reference's points within the other series' time and the other series whole", () => {
    // A previous day moved onto a week that the server answered with one day: most of it lies in the future.
    const week = reference(points(7 * 288, 300_000, () => 1e9));
    const [current, previous] = drawnSeries([bandwidth, week]);
    expect(current).toBe(bandwidth);
    expect(previous?.points).toHaveLength(bandwidth.points.length);
    expect(previous?.points.at(-1)?.x).toBe(bandwidth.points.at(-1)?.x);
  });

  it('returns the series as they are without a reference', () => {
    const all = [bandwidth, traffic];
    expect(drawnSeries(all)).toBe(all);
  });
});

describe('motion', () => {
  it('draws without animation when the reader asked for reduced motion', () => {
    expect(timeSeriesOptions([bandwidth], light, texts, { reducedMotion: true, narrow: false }).animation).toBe(false);
    expect(
      timeSeriesOptions([bandwidth], light, texts, { reducedMotion: false, narrow: false }).animation,
    ).toBeUndefined();
  });
});
