import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@tests/time-zone';
import { dailyPeaks } from './daily-peaks';

inTimeZone('Asia/Shanghai');

// 2026-11-21 00:00 and 2026-11-22 00:00 in UTC+8, in seconds.
const day1 = Date.UTC(2026, 10, 20, 16) / 1000;
const day2 = day1 + 86_400;

describe('daily peaks', () => {
  it.each([
    ['no points, no rows', [], []],
    [
      'one day: the highest sample and its time, the sum of the flow',
      [
        { timestamp: day1, bandwidth: 5, flow: 10 },
        { timestamp: day1 + 300, bandwidth: 9, flow: 20 },
        { timestamp: day1 + 600, bandwidth: 7, flow: 30 },
      ],
      [{ day: '2026-11-21', peakBandwidth: 9, peakTime: (day1 + 300) * 1000, flow: 60 }],
    ],
    [
      'the first of two equal peaks sets the time',
      [
        { timestamp: day1 + 600, bandwidth: 9, flow: 1 },
        { timestamp: day1, bandwidth: 9, flow: 1 },
      ],
      [{ day: '2026-11-21', peakBandwidth: 9, peakTime: day1 * 1000, flow: 2 }],
    ],
    [
      'a day per local calendar day, in order (23:55 belongs to the day before midnight)',
      [
        { timestamp: day2 + 300, bandwidth: 3, flow: 4 },
        { timestamp: day2 - 300, bandwidth: 8, flow: 5 },
        { timestamp: day2, bandwidth: 2, flow: 6 },
      ],
      [
        { day: '2026-11-21', peakBandwidth: 8, peakTime: (day2 - 300) * 1000, flow: 5 },
        { day: '2026-11-22', peakBandwidth: 3, peakTime: (day2 + 300) * 1000, flow: 10 },
      ],
    ],
  ])('%s', (_name, points, expected) => {
    expect(dailyPeaks(points)).toEqual(expected);
  });
});
