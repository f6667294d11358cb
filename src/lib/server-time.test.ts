import { describe, expect, it } from 'vitest';
import {
  floorToBucket,
  fromUnixSeconds,
  parseServerTime,
  serverTimeMs,
  serverTimeRange,
  toServerDay,
  toServerMinutes,
  toServerSeconds,
  toUnixSeconds,
} from './server-time';
import { providerDate } from '@tests/time-zone';

// The provider's wall-clock times (UTC+8), so the expectations hold in any time zone the tests run in.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => providerDate(y, mo - 1, d, h, mi, s);

describe('floorToBucket', () => {
  it.each([
    [at(2024, 5, 20, 14, 37, 42), '2024-05-20 14:35:00'],
    [at(2024, 5, 20, 14, 35, 0), '2024-05-20 14:35:00'],
    [at(2024, 5, 20, 0, 4, 59), '2024-05-20 00:00:00'],
  ])('%s → %s', (date, expected) => {
    expect(toServerSeconds(floorToBucket(date))).toBe(expected);
  });
});

describe('server time formats', () => {
  it.each([
    ['seconds', toServerSeconds, at(2024, 5, 3, 9, 5, 7), '2024-05-03 09:05:07'],
    ['seconds at midnight', toServerSeconds, at(2024, 12, 31), '2024-12-31 00:00:00'],
    ['minutes drop the seconds', toServerMinutes, at(2024, 5, 3, 23, 55, 59), '2024-05-03 23:55'],
    ['day', toServerDay, at(2024, 1, 9, 18, 30), '2024-01-09'],
  ])('%s', (_name, format, date, expected) => {
    expect(format(date)).toBe(expected);
  });

  it.each([
    ['whole seconds', new Date(1714700000000), 1714700000],
    ['milliseconds are dropped, not rounded', new Date(1714700000999), 1714700000],
  ])('Unix seconds of %s', (_name, date, seconds) => {
    expect(toUnixSeconds(date)).toBe(seconds);
  });

  it('reads curve timestamps in seconds', () => {
    expect(fromUnixSeconds(1714700000).getTime()).toBe(1714700000000);
  });

  it.each([
    ['seconds', { startTime: '2024-05-03 00:00:00', endTime: '2024-05-03 14:35:00' }],
    ['minutes', { startTime: '2024-05-03 00:00', endTime: '2024-05-03 14:35' }],
  ] as const)('a range in %s', (format, expected) => {
    expect(serverTimeRange({ start: at(2024, 5, 3), end: at(2024, 5, 3, 14, 35) }, format)).toEqual(expected);
  });
});

describe("parseServerTime (the one reader of the server's times)", () => {
  it.each([
    ['seconds', '2024-05-03 09:05:07', at(2024, 5, 3, 9, 5, 7)],
    ['minutes', '2024-05-03 23:55', at(2024, 5, 3, 23, 55)],
    ['a day', '2024-01-09', at(2024, 1, 9)],
    ['the last second of a year', '2024-12-31 23:59:59', at(2024, 12, 31, 23, 59, 59)],
    ['a leap day', '2024-02-29 12:00:00', at(2024, 2, 29, 12)],
  ])("reads %s as the provider's wall-clock time", (_name, text, expected) => {
    expect(parseServerTime(text)).toEqual(expected);
    expect(serverTimeMs(text)).toBe(expected.getTime());
  });

  it.each([
    ['ISO with T', '2024-05-03T09:05:07'],
    ['ISO with a zone', '2024-05-03 09:05:07Z'],
    ['an impossible day', '2023-02-29 00:00:00'],
    ['an impossible hour', '2024-05-03 24:00:00'],
    ['an impossible minute', '2024-05-03 10:60'],
    ['a short year', '24-05-03 09:05:07'],
    ['empty', ''],
    ['words', 'bad'],
    ['a number', 1732000000],
    ['nothing', undefined],
  ])('refuses %s', (_name, text) => {
    expect(parseServerTime(text)).toBeUndefined();
    expect(serverTimeMs(text)).toBeUndefined();
  });
});
