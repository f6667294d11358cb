import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@tests/time-zone';
import { formatTime, maxTicksForWidth, tickFormat, tickStep, timeTicks } from './time-axis';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Times of the provider's zone (UTC+08:00), where the axis is drawn; the browser is elsewhere, with daylight
// saving, so an axis that followed the browser's zone would put its ticks and labels 12 or 13 hours off.
const at = (iso: string) => new Date(`${iso}+08:00`).getTime();

inTimeZone('America/New_York');

describe('tickStep', () => {
  it.each([
    ['an hour', HOUR, 10 * 60_000],
    ['a day', DAY, 6 * HOUR],
    ['a week', 7 * DAY, DAY],
    ['a month', 30 * DAY, 7 * DAY],
    ['a year', 365 * DAY, 91 * DAY],
    ['nothing', 0, 60_000],
  ])('over %s is %d ms', (_name, span, step) => {
    expect(tickStep(0, span)).toBe(step);
  });
});

describe('timeTicks', () => {
  it.each([
    [
      'a whole day ticks every 3 hours from midnight',
      at('2024-11-19T00:00:00'),
      at('2024-11-19T23:55:00'),
      ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'],
    ],
    [
      'a range starting off the hour ticks on round hours',
      at('2024-11-19T09:17:00'),
      at('2024-11-19T15:17:00'),
      ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
    ],
    [
      'a week ticks on local midnights',
      at('2024-11-19T10:00:00'),
      at('2024-11-25T10:00:00'),
      ['20 00:00', '21 00:00', '22 00:00', '23 00:00', '24 00:00', '25 00:00'],
    ],
  ])('%s', (_name, min, max, labels) => {
    const format = labels[0]?.includes(' ') ? 'DD HH:mm' : 'HH:mm';
    expect(timeTicks(min, max).map((tick) => formatTime(tick, format))).toEqual(labels);
  });

  it.each([
    ['a single moment', 1000, 1000, [1000]],
    ['an empty range', Number.NaN, Number.NaN, []],
  ])('has one tick or none for %s', (_name, min, max, ticks) => {
    expect(timeTicks(min, max)).toEqual(ticks);
  });

  it.each([4, 8, 12])('never has more than %d ticks', (maxTicks) => {
    for (const span of [HOUR, DAY, 3 * DAY, 31 * DAY, 400 * DAY]) {
      expect(
        timeTicks(at('2024-01-01T03:00:00'), at('2024-01-01T03:00:00') + span, maxTicks).length,
      ).toBeLessThanOrEqual(maxTicks);
    }
  });
});

describe('tickFormat', () => {
  it.each([
    ['times within a day', at('2024-11-19T00:00:00'), at('2024-11-19T23:55:00'), 'HH:mm'],
    ['dates and times over three days', at('2024-11-17T00:00:00'), at('2024-11-19T23:55:00'), 'MM-DD HH:mm'],
    ['dates over a month', at('2024-10-19T00:00:00'), at('2024-11-19T00:00:00'), 'MM-DD'],
    ['years across a new year', at('2024-10-19T00:00:00'), at('2025-02-19T00:00:00'), 'YYYY-MM-DD'],
  ])('shows %s', (_name, min, max, format) => {
    expect(tickFormat(min, max)).toBe(format);
  });
});

describe('maxTicksForWidth', () => {
  it.each([
    ['a wide axis of times', 1200, 'HH:mm', 8],
    ['a phone axis of dates with times', 300, 'MM-DD HH:mm', 2],
    ['a tablet axis of dates with times', 600, 'MM-DD HH:mm', 5],
    ['an axis too narrow for two', 60, 'HH:mm', 2],
    ['an axis not laid out yet', 0, 'MM-DD HH:mm', 8],
  ])('%s', (_name, width, format, ticks) => {
    expect(maxTicksForWidth(width, format)).toBe(ticks);
  });

  it.each([320, 480, 700, 1000])('leaves room between labels on %i px', (width) => {
    const format = 'MM-DD HH:mm';
    // Every label with its gap fits in its share of the axis.
    expect(maxTicksForWidth(width, format) * (format.length * 7 + 24)).toBeLessThanOrEqual(width);
  });
});
