import { describe, expect, it } from 'vitest';
import { chartTheme, seriesColor, type ChartTheme } from './chart-theme';

const light = chartTheme('light');
const dark = chartTheme('dark');

// WCAG contrast of two #rrggbb colours.
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
};
// Chakra's bg and bg.subtle in each mode: where a chart is drawn.
const backgrounds = { light: ['#ffffff', '#fafafa'], dark: ['#09090b', '#111111'] };
const modes = [
  ['light', light],
  ['dark', dark],
] as const;

describe('chartTheme', () => {
  it.each<keyof ChartTheme>(['text', 'muted', 'grid', 'other', 'peak', 'percentile', 'discarded'])(
    'has a different %s colour in dark mode',
    (key) => {
      expect(dark[key]).not.toBe(light[key]);
    },
  );

  it('has as many series colours in both modes, all different', () => {
    expect(dark.series).toHaveLength(light.series.length);
    expect(dark.series.filter((color, i) => color === light.series[i])).toEqual([]);
  });

  it.each([light, dark])('never uses the gray of Other for a series', (theme) => {
    expect(theme.series).not.toContain(theme.other);
  });
});

describe('contrast with the page', () => {
  it.each(modes)('keeps text readable (4.5:1) in the %s mode', (mode, theme) => {
    for (const background of backgrounds[mode]) {
      expect(Math.min(contrast(theme.text, background), contrast(theme.muted, background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(modes)('keeps lines and marks visible (3:1) in the %s mode', (mode, theme) => {
    const colors = [...theme.series, theme.other, theme.peak, theme.percentile];
    for (const background of backgrounds[mode]) {
      expect(Math.min(...colors.map((color) => contrast(color, background)))).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('seriesColor', () => {
  it.each([
    [0, light.series[0]],
    [1, light.series[1]],
    [light.series.length, light.series[0]],
  ])('series %d has colour %s', (index, color) => {
    expect(seriesColor(light, index)).toBe(color);
  });
});
