// The lazily loaded chart: drawn at once after a loader has waited for its code, and otherwise shown by the
// Suspense fallback until the code has come.
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { LazyTimeSeriesChart, loadTimeSeriesChart } from './lazy-time-series-chart';

const series = [
  {
    label: 'Bandwidth',
    kind: 'bandwidth' as const,
    points: [
      { x: Date.UTC(2024, 10, 19), y: 1e9 },
      { x: Date.UTC(2024, 10, 19, 0, 5), y: 2e9 },
    ],
  },
];

const chart = () => (
  <Suspense fallback={<p>waiting for the chart</p>}>
    <LazyTimeSeriesChart ariaLabel="Bandwidth" series={series} />
  </Suspense>
);

describe('LazyTimeSeriesChart', () => {
  it('waits in the fallback when nothing loaded its code, then draws', async () => {
    await renderWithProviders(chart());
    expect(screen.getByText('waiting for the chart')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Bandwidth' })).toBeInTheDocument();
  });

  it('draws at once once its code has been loaded', async () => {
    await loadTimeSeriesChart();
    await renderWithProviders(chart());
    expect(screen.queryByText('waiting for the chart')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bandwidth' })).toBeInTheDocument();
  });
});
