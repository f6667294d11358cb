// Chart colours for each colour mode. chart.js draws on a canvas, so Chakra's CSS tokens do not reach it:
// the values below are shades of the palette Chakra's tokens use, darker on a light page and lighter on a dark
// page, so that text keeps a 4.5:1 contrast and lines and slices 3:1 (WCAG) in both modes (chart-theme.test.ts).
import type { ColorMode } from '../ui/color-mode';

export interface ChartTheme {
  /** Legend and axis-title text. */
  text: string;
  /** Tick labels. */
  muted: string;
  grid: string;
  /** Series colours, used in turn. */
  series: readonly string[];
  /** The 'Other' slice of a distribution. */
  other: string;
  peak: string;
  percentile: string;
  /** Fill of the discarded top-5 % samples: the percentile colour, translucent. */
  discarded: string;
}

const LIGHT: ChartTheme = {
  text: '#27272a',
  muted: '#52525b',
  grid: 'rgba(0, 0, 0, 0.08)',
  series: ['#2563eb', '#16a34a', '#ea580c', '#9333ea', '#db2777', '#0d9488', '#a16207', '#4f46e5', '#0891b2'],
  other: '#71717a',
  peak: '#dc2626',
  percentile: '#c2410c',
  discarded: 'rgba(194, 65, 12, 0.35)',
};

const DARK: ChartTheme = {
  text: '#e4e4e7',
  muted: '#a1a1aa',
  grid: 'rgba(255, 255, 255, 0.12)',
  series: ['#60a5fa', '#4ade80', '#fb923c', '#c084fc', '#f472b6', '#2dd4bf', '#facc15', '#818cf8', '#22d3ee'],
  other: '#a1a1aa',
  peak: '#f87171',
  percentile: '#fdba74',
  discarded: 'rgba(253, 186, 116, 0.4)',
};

export const chartTheme = (mode: ColorMode): ChartTheme => (mode === 'dark' ? DARK : LIGHT);

/** The colour of the i-th series; the palette repeats for more series than colours. */
export const seriesColor = (theme: ChartTheme, index: number) =>
  theme.series[index % theme.series.length] ?? theme.text;
