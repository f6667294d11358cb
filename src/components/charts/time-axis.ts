// The time axis of charts: millisecond values on a linear scale, ticks on round times of the provider's zone
// (every hour, every 6 hours, every day…), labels and tooltips in that zone (src/lib/provider-time.js). This replaces a
// chart.js date adapter, which would be one more dependency for what these few functions do.
import { addProviderDays, formatProviderTime, startOfProviderDay } from '@/lib/provider-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEPS = [
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
  14 * DAY,
  30 * DAY,
  91 * DAY,
  182 * DAY,
  364 * DAY,
];

export const TOOLTIP_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const CSV_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The smallest round step that puts at most `maxTicks` ticks between min and max. */
export function tickStep(min: number, max: number, maxTicks = 8): number {
  const span = Math.max(0, max - min);
  return STEPS.find((step) => Math.floor(span / step) + 1 <= maxTicks) ?? STEPS[STEPS.length - 1] ?? DAY;
}

/** Tick positions between min and max (both included when round), aligned to the provider's midnight. */
export function timeTicks(min: number, max: number, maxTicks = 8): number[] {
  if (!(max > min)) return Number.isFinite(min) ? [min] : [];
  const step = tickStep(min, max, maxTicks);
  const midnight = startOfProviderDay(min);
  const ticks: number[] = [];
  if (step < DAY) {
    const base = midnight.getTime();
    for (let tick = base + Math.ceil((min - base) / step) * step; tick <= max; tick += step) ticks.push(tick);
  } else {
    // Whole days from the provider's midnight, so every tick lands on a midnight.
    const days = Math.round(step / DAY);
    let tick = midnight.getTime() < min ? addProviderDays(midnight, 1) : midnight;
    for (; tick.getTime() <= max; tick = addProviderDays(tick, days)) ticks.push(tick.getTime());
  }
  return ticks;
}

/**
 * How many tick labels of a format fit side by side on an axis this wide, between 2 and 8. Each label is
 * given its characters at about 7 px plus a 24 px gap, so neighbours never run together
 * ('11-23 18:0011-24 00:00' on a phone); an axis not laid out yet (width 0) gets the 8 of a wide screen.
 */
export function maxTicksForWidth(width: number, format: string): number {
  if (!(width > 0)) return 8;
  const labelWidth = format.length * 7 + 24;
  return Math.min(8, Math.max(2, Math.floor(width / labelWidth)));
}

/** The label format for ticks of a range: times within a day, dates with times over days, dates beyond. */
export function tickFormat(min: number, max: number, maxTicks = 8): string {
  if (tickStep(min, max, maxTicks) >= DAY) {
    return formatProviderTime(min, 'YYYY') === formatProviderTime(max, 'YYYY') ? 'MM-DD' : 'YYYY-MM-DD';
  }
  return max - min <= DAY ? 'HH:mm' : 'MM-DD HH:mm';
}

export const formatTime = (ms: number, format: string) => formatProviderTime(ms, format);
