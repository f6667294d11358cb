// The chart benchmark's page: the first render of a 100,000-point bandwidth series with the kit's own data and
// options (baseline sampling, then LTTB decimation), against the same series drawn whole (no sampling, the
// decimation plugin off). Each is drawn `rounds` times in turn; the medians go to `window.benchResult`, or what
// stopped the drawing (a kind of chart not registered), so that the part fails at once rather than time out.
import { Chart, type ChartConfiguration } from 'chart.js';
import '../../src/components/charts/register-line-charts';
import { chartTheme } from '../../src/components/charts/chart-theme';
import type { TimeSeries } from '../../src/components/charts/chart-types';
import { timeSeriesData, timeSeriesOptions } from '../../src/components/charts/time-series-config';

const POINTS = 100_000;
const rounds = 15;
const start = Date.UTC(2026, 0, 1);
// A week of samples every ~6 s: a daily wave with noise.
const points = Array.from({ length: POINTS }, (_, i) => {
  const x = start + Math.round((i * 7 * 86_400_000) / POINTS);
  return { x, y: 5e8 * (1.2 + Math.sin((2 * Math.PI * (x - start)) / 86_400_000)) + Math.random() * 1e8 };
});
const series: TimeSeries[] = [{ label: 'Bandwidth', points, kind: 'bandwidth' }];
const theme = chartTheme('light');
const texts = {
  time: 'Time',
  quantity: { bandwidth: 'Bandwidth', traffic: 'Traffic', count: 'Count' },
  peak: 'Peak',
  percentile95: '95th percentile',
  discarded: (count: number) => `Discarded (${count})`,
};
const marks = { seriesIndex: 0, discarded: [] };

function kitConfig(): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: timeSeriesData(series, marks, theme, texts) as ChartConfiguration<'line'>['data'],
    options: timeSeriesOptions(series, theme, texts),
  };
}

function wholeConfig(): ChartConfiguration<'line'> {
  const config = kitConfig();
  const line = config.data.datasets[0];
  if (line) line.data = [...points] as never;
  config.options = { ...config.options, plugins: { ...config.options?.plugins, decimation: { enabled: false } } };
  return config;
}

const canvas = document.getElementById('chart') as HTMLCanvasElement;

/** Milliseconds from building the data to the first frame drawn (animations are off above 2,000 points). */
function firstRender(build: () => ChartConfiguration<'line'>): number {
  const began = performance.now();
  const chart = new Chart(canvas, build());
  const took = performance.now() - began;
  chart.destroy();
  return took;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function measure() {
  const kit: number[] = [];
  const whole: number[] = [];
  // Warm-up: compile both drawing paths once before timing either.
  firstRender(kitConfig);
  firstRender(wholeConfig);
  for (let round = 0; round < rounds; round += 1) {
    kit.push(firstRender(kitConfig));
    whole.push(firstRender(wholeConfig));
  }
  return { points: POINTS, kit: median(kit), whole: median(whole) };
}

let result: object;
try {
  result = measure();
} catch (error) {
  result = { error: String(error) };
}
(window as unknown as { benchResult: object }).benchResult = result;
