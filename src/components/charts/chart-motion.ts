// How charts move and lay out for the reader's device: no animation for those who asked their system for
// less motion (prefers-reduced-motion), and legends under the chart on narrow screens, where beside it they
// would squeeze the pie to a dot. Read from media queries and kept current when they change.
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const NARROW = '(max-width: 767px)';

export interface ChartView {
  reducedMotion: boolean;
  narrow: boolean;
}

export const DEFAULT_VIEW: ChartView = { reducedMotion: false, narrow: false };

/** The chart.js animation option: none with reduced motion (or when `heavy`), chart.js's own otherwise. */
export const motionOptions = (view: ChartView, heavy = false) =>
  view.reducedMotion || heavy ? { animation: false as const } : {};

function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
  );
}

export function useChartView(): ChartView {
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const narrow = useMediaQuery(NARROW);
  return { reducedMotion, narrow };
}
