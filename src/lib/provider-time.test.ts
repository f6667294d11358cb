// The provider's time from a browser elsewhere: New York, 12 or 13 hours behind and with daylight saving, so
// a rule that followed the browser's zone would give other days, hours and midnights.
import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@tests/time-zone';
import {
  addProviderDays,
  formatProviderTime,
  parseProviderTime,
  PROVIDER_ZONE,
  startOfProviderDay,
} from './provider-time.js';
import { parseServerTime, serverTimeRange } from './server-time';
import { resolveTimeRange } from './time-range';

inTimeZone('America/New_York');

const at = new Date('2024-03-05T07:08:09+08:00');

describe('the provider time in a browser elsewhere', () => {
  it.each([
    ['YYYY-MM-DD HH:mm:ss', '2024-03-05 07:08:09'],
    ['YYYY-MM-DD', '2024-03-05'],
    ['MM-DD HH:mm', '03-05 07:08'],
    ['YYYY-MM', '2024-03'],
  ])('formats %s as %s', (format, text) => {
    expect(formatProviderTime(at, format)).toBe(text);
    expect(formatProviderTime(at.getTime(), format)).toBe(text);
  });

  it('says an invalid time is one', () => {
    expect(formatProviderTime(NaN, 'YYYY-MM-DD')).toBe('Invalid Date');
  });

  it('reads the text the server writes as the moment it names, refusing impossible days', () => {
    expect(parseProviderTime('2024-03-05 07:08:09')).toEqual(at);
    expect(parseProviderTime('2024-03-05T07:08')).toEqual(new Date('2024-03-05T07:08:00+08:00'));
    expect(parseProviderTime('2024-02-30')).toBeUndefined();
    expect(parseProviderTime('5 March')).toBeUndefined();
    expect(parseServerTime('2024-03-05 07:08:09')).toEqual(at);
  });

  it("finds the provider's midnight and steps whole days, across New York's change to daylight saving", () => {
    expect(startOfProviderDay(at)).toEqual(new Date('2024-03-05T00:00:00+08:00'));
    const later = addProviderDays(at, 7);
    expect(formatProviderTime(later, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-12 07:08:09');
  });

  it('names the zone', () => {
    expect(PROVIDER_ZONE).toBe('UTC+08:00');
  });

  it("sends today's range from the provider's midnight to the last 5-minute boundary", () => {
    // 2024-05-20 14:37 in the provider's zone is 02:37 the same day in New York.
    const now = new Date('2024-05-20T14:37:42+08:00');
    expect(serverTimeRange(resolveTimeRange({ range: 'today' }, now), 'seconds')).toEqual({
      startTime: '2024-05-20 00:00:00',
      endTime: '2024-05-20 14:35:00',
    });
  });

  it("reads a custom range typed in the provider's hours", () => {
    const now = new Date('2024-05-20T14:37:42+08:00');
    const range = resolveTimeRange({ range: 'custom', start: '2024-05-19 22:00', end: '2024-05-20 09:00' }, now);
    expect(range).toEqual({
      start: new Date('2024-05-19T22:00:00+08:00'),
      end: new Date('2024-05-20T09:00:00+08:00'),
    });
  });
});
