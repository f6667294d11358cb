// The lazily loaded chart: drawn at once after a loader has waited for its code, and otherwise holding its
// frame's place until the code has come.
import { screen } from '@testing-library/react';
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

const chart = () => <LazyTimeSeriesChart ariaLabel="Bandwidth" series={series} height={200} />;
const placeholder = () => document.querySelector('.chakra-skeleton');

describe('LazyTimeSeriesChart', () => {
  it("holds the frame's place when nothing loaded its code, then draws", async () => {
    await renderWithProviders(chart());
    // The chart's height and the button row above it.
    expect(placeholder()).toHaveStyle({ height: 'calc(200px + var(--chakra-sizes-8))' });
    expect(await screen.findByRole('img', { name: 'Bandwidth' })).toBeInTheDocument();
    expect(placeholder()).toBeNull();
  });

  it('draws at once once its code has been loaded', async () => {
    await loadTimeSeriesChart();
    await renderWithProviders(chart());
    expect(placeholder()).toBeNull();
    expect(screen.getByRole('img', { name: 'Bandwidth' })).toBeInTheDocument();
  });
});
