// The time-series chart, loaded apart from a screen's own code. A screen that draws its charts as soon as its
// data is there imports them from here, and its loader waits for `loadTimeSeriesChart()` beside its reads,
// started after them: the reads go out before chart.js is evaluated, which then happens while they are under
// way, and the page draws the charts at once. Imported statically, the screen's file could run (and its loader
// read) only once chart.js had been evaluated, most of all on a phone (docs/performance.md). The start-up still
// requests the charts' file with the screen's (scripts/lib/screen-files.mjs).
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { TimeSeriesChartProps } from './charts/TimeSeriesChart';
import { StaleCodeBoundary } from './release/StaleCodeBoundary';

type ChartModule = typeof import('./charts/TimeSeriesChart');

let loaded: ChartModule | undefined;

export async function loadTimeSeriesChart(): Promise<ChartModule> {
  loaded ??= await import('./charts/TimeSeriesChart');
  return loaded;
}

// Where nothing waited for the code (its load failed and is tried again, or a loader did not ask for it), the
// chart suspends until it has come, its frame's place held meanwhile: the button above it and the chart.
const Suspending = lazy(() => loadTimeSeriesChart().then((module) => ({ default: module.TimeSeriesChart })));

export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  if (loaded) return <loaded.TimeSeriesChart {...props} />;
  const { height = 320 } = props;
  const frame = `calc(${typeof height === 'number' ? `${height}px` : height} + var(--chakra-sizes-8))`;
  return (
    <StaleCodeBoundary>
      <Suspense fallback={<Skeleton height={frame} />}>
        <Suspending {...props} />
      </Suspense>
    </StaleCodeBoundary>
  );
}
