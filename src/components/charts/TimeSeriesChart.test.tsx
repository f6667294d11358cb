import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from 'chart.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { percentile95 } from '@/lib/percentile';
import type { ChartPoint } from '@/lib/series';
import { sampleToBaseline } from './baseline-sampling';
import { formatValue } from '@/lib/units';
import { downloadCsv } from '../download-csv';
import { setColorModeChoice } from '../ui/color-mode';
import { chartTheme } from './chart-theme';
import type { TimeSeries } from './chart-types';
import { TimeSeriesChart } from './TimeSeriesChart';

vi.mock('../download-csv', () => ({ downloadCsv: vi.fn() }));

beforeEach(() => vi.mocked(downloadCsv).mockClear());
afterEach(() => setColorModeChoice('system'));

const START = Date.UTC(2024, 10, 19);
// One day of 5-minute bandwidth samples: a wave between 1 and 2 Gbps, with a peak of 5 Gbps at sample 100.
const day: ChartPoint[] = Array.from({ length: 288 }, (_, i) => ({
  x: START + i * 300_000,
  y: i === 100 ? 5e9 : 1.5e9 + Math.sin(i / 20) * 0.5e9,
}));
const bandwidth: TimeSeries = { label: 'Bandwidth', points: day, kind: 'bandwidth' };
const lastWeek: TimeSeries = {
  label: 'Last week',
  points: day.map((p) => ({ ...p, y: p.y / 2 })),
  kind: 'bandwidth',
  reference: true,
};

const chartOf = (name: string) => {
  const chart = Chart.getChart(screen.getByRole('img', { name }) as HTMLCanvasElement);
  if (!chart) throw new Error(`no chart for ${name}`);
  return chart;
};

describe('TimeSeriesChart', () => {
  it('draws every series on a chart named for screen readers', async () => {
    await renderWithProviders(<TimeSeriesChart series={[bandwidth, lastWeek]} ariaLabel="Bandwidth chart" />, {
      language: 'en',
    });
    expect(chartOf('Bandwidth chart').data.datasets.map((d) => d.label)).toEqual(['Bandwidth', 'Last week']);
  });

  it('names the time zone on the time axis in the current language', async () => {
    await renderWithProviders(<TimeSeriesChart series={[bandwidth]} ariaLabel="c" />, { language: 'en' });
    const x = chartOf('c').options.scales?.x as { title?: { text?: unknown } } | undefined;
    expect(x?.title?.text).toMatch(/^Time \(UTC[+-]\d\d:\d\d\)$/);
  });

  it('shows the peak and the 95th percentile under the chart', async () => {
    await renderWithProviders(
      <TimeSeriesChart series={[bandwidth]} marks={{ peak: true, percentile95: true }} ariaLabel="c" />,
      { language: 'en' },
    );
    expect(screen.getByText(/^Peak: 5 Gbps · 95th percentile: [\d.]+ Gbps · Discarded top 5% \(14\)$/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'c' })).toHaveAccessibleDescription(/Peak: 5 Gbps/);
  });

  it('hides a series when its legend entry is clicked', async () => {
    await renderWithProviders(<TimeSeriesChart series={[bandwidth, lastWeek]} ariaLabel="c" />, { language: 'en' });
    const chart = chartOf('c');
    const legend = chart.legend;
    const item = legend?.legendItems?.[1];
    if (!legend || !item) throw new Error('no legend');
    legend.options.onClick.call(legend, {} as never, item, legend);
    expect([chart.isDatasetVisible(0), chart.isDatasetVisible(1)]).toEqual([true, false]);
  });

  it('exports the raw series as CSV', async () => {
    await renderWithProviders(<TimeSeriesChart series={[bandwidth]} ariaLabel="c" csvFileName="bandwidth.csv" />, {
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [fileName, header, rows] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect([fileName, header?.[1], rows?.length, rows?.[100]?.[1]]).toEqual([
      'bandwidth.csv',
      'Bandwidth (bps)',
      288,
      5e9,
    ]);
  });

  it('follows the colour mode as it changes', async () => {
    await renderWithProviders(<TimeSeriesChart series={[bandwidth]} ariaLabel="c" />, { language: 'en' });
    const colors = () => {
      const { x } = chartOf('c').options.scales ?? {};
      return [x?.ticks?.color, x?.grid?.color];
    };
    expect(colors()).toEqual([chartTheme('light').muted, chartTheme('light').grid]);
    act(() => setColorModeChoice('dark'));
    expect(colors()).toEqual([chartTheme('dark').muted, chartTheme('dark').grid]);
  });

  it('marks the peak and the 95th percentile of the raw series, not of the sampled one it draws', async () => {
    // Three days of 1-minute samples, too dense for the 288-point baseline: the chart draws one point per
    // 5-minute slot (its highest). In each slot four samples sit at 1 Gbps and one at a level between 2 and
    // 10 Gbps, so the billed sample of the raw series (20 % of it are the high ones) is not that of the slots.
    const raw: ChartPoint[] = Array.from({ length: 3 * 1440 }, (_, i) => ({
      x: START + i * 60_000,
      y: i % 5 === 4 ? 2e9 + ((i * 7919) % 864) * 1e7 : 1e9,
    }));
    const drawn = sampleToBaseline(raw);
    const billedRaw = percentile95(raw.map((p) => p.y))?.value ?? NaN;
    const billedDrawn = percentile95(drawn.map((p) => p.y))?.value ?? NaN;
    expect(drawn.length).toBeLessThan(raw.length);
    expect(formatValue(billedRaw, 'bandwidth')).not.toBe(formatValue(billedDrawn, 'bandwidth'));

    const series: TimeSeries = { label: 'Bandwidth', points: raw, kind: 'bandwidth' };
    await renderWithProviders(
      <TimeSeriesChart series={[series]} marks={{ peak: true, percentile95: true }} ariaLabel="c" />,
      { language: 'en' },
    );
    const chart = chartOf('c');
    // What the chart was given to draw (the decimation plugin keeps it in `_data` and thins `data` further).
    const given = chart.data.datasets[0] as { _data?: unknown[]; data: unknown[] } | undefined;
    expect(given?._data ?? given?.data).toHaveLength(drawn.length);
    const line = chart.data.datasets.find((d) => d.label === '95th percentile');
    expect((line?.data as ChartPoint[])[0]?.y).toBe(billedRaw);
    const discarded = chart.data.datasets.find((d) => String(d.label).startsWith('Discarded'));
    expect(discarded?.data).toHaveLength(Math.floor(raw.length * 0.05));
    const peak = formatValue(Math.max(...raw.map((p) => p.y)), 'bandwidth');
    const billed = formatValue(billedRaw, 'bandwidth');
    expect(screen.getByText(`Peak: ${peak} · 95th percentile: ${billed} · Discarded top 5% (216)`)).toBeVisible();
  });

  it("shows the answer's figures as the marks when they read the same", async () => {
    await renderWithProviders(
      <TimeSeriesChart series={[bandwidth]} marks={{ peak: true, reported: { peak: 5.001e9 } }} ariaLabel="c" />,
      { language: 'en' },
    );
    expect(screen.getByText('Peak: 5 Gbps')).toBeVisible();
  });

  it("says a mark is computed from the samples shown when the answer's figure reads otherwise", async () => {
    const billed = formatValue(percentile95(day.map((p) => p.y))?.value ?? NaN, 'bandwidth');
    await renderWithProviders(
      <TimeSeriesChart
        series={[bandwidth]}
        marks={{ peak: true, percentile95: true, reported: { peak: 5.2e9, percentile95: 1.2e9 } }}
        ariaLabel="c"
      />,
      { language: 'en' },
    );
    expect(
      screen.getByText(
        `Peak of the samples shown: 5 Gbps · 95th percentile of the samples shown: ${billed} · Discarded top 5% (14)`,
      ),
    ).toBeVisible();
  });

  it.each([
    ['no series', []],
    ['series without points', [{ ...bandwidth, points: [] }]],
  ])('shows an empty state for %s', async (_name, series) => {
    await renderWithProviders(<TimeSeriesChart series={series} ariaLabel="c" />, { language: 'en' });
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
