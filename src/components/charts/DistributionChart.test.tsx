import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from 'chart.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/api/i18n';
import { renderWithProviders } from '@tests/render';
import { downloadCsv } from '../download-csv';
import { chartTheme } from './chart-theme';
import { DistributionChart } from './DistributionChart';

vi.mock('../download-csv', () => ({ downloadCsv: vi.fn() }));

beforeEach(() => vi.mocked(downloadCsv).mockClear());

// Twelve areas, as areaEgressFlow sends them: a map of name to bytes.
const areas = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Area ${i + 1}`, (i + 1) * 1e12]));

// A pie's and bars' code come from files of their own (PieChart.tsx, BarChart.tsx): the chart is there once
// its file has loaded.
const chartOf = (name: string) =>
  waitFor(() => {
    const chart = Chart.getChart(screen.getByRole('img', { name }) as HTMLCanvasElement);
    if (!chart) throw new Error(`no chart for ${name}`);
    return chart;
  });

describe('DistributionChart', () => {
  it.each(['pie', 'bar'] as const)('draws the top 9 and a gray Other as a %s', async (variant) => {
    await renderWithProviders(
      <DistributionChart entries={areas} kind="traffic" variant={variant} ariaLabel="Areas" />,
      {
        language: 'en',
      },
    );
    const chart = await chartOf('Areas');
    expect((chart.config as { type?: string }).type).toBe(variant);
    expect(chart.data.labels).toHaveLength(10);
    expect(chart.data.labels?.at(-1)).toBe('Other');
    expect((chart.data.datasets[0]?.backgroundColor as string[]).at(-1)).toBe(chartTheme('light').other);
  });

  it('draws a new chart when the language changes, so that its labels are measured in the new fonts', async () => {
    await renderWithProviders(<DistributionChart entries={areas} kind="traffic" variant="bar" ariaLabel="Areas" />, {
      language: 'en',
    });
    const before = await chartOf('Areas');
    await act(() => activateLanguage('zh'));
    const after = await chartOf('Areas');
    expect(after).not.toBe(before);
    expect(after.canvas).not.toBe(before.canvas);
    expect(after.data.labels?.at(-1)).toBe('其他');
  });

  it('keeps another number of entries', async () => {
    await renderWithProviders(<DistributionChart entries={areas} kind="traffic" top={3} ariaLabel="Areas" />, {
      language: 'en',
    });
    expect((await chartOf('Areas')).data.labels).toEqual(['Area 12', 'Area 11', 'Area 10', 'Other']);
  });

  it('exports the shown entries with raw values and shares', async () => {
    await renderWithProviders(<DistributionChart entries={areas} kind="traffic" top={1} ariaLabel="Areas" />, {
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(vi.mocked(downloadCsv).mock.calls[0]).toEqual([
      'Areas.csv',
      ['Name', 'Traffic (B)', 'Share (%)'],
      [
        ['Area 12', 12e12, 15.38],
        ['Other', 66e12, 84.62],
      ],
    ]);
  });

  it.each([
    ['an empty map', {}],
    ['an empty list', []],
  ])('shows an empty state for %s', async (_name, entries) => {
    await renderWithProviders(<DistributionChart entries={entries} kind="count" ariaLabel="Areas" />, {
      language: 'en',
    });
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
