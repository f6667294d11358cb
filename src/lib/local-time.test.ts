import { describe, expect, it } from 'vitest';
import { inTimeZone } from '@tests/time-zone';
import { addLocalDays, formatLocal, startOfLocalDay } from './local-time';

describe('local time in Shanghai (UTC+8, no daylight saving)', () => {
  inTimeZone('Asia/Shanghai');
  const at = new Date('2024-03-05T07:08:09+08:00');

  it.each([
    ['YYYY-MM-DD HH:mm:ss', '2024-03-05 07:08:09'],
    ['YYYY-MM-DD HH:mm', '2024-03-05 07:08'],
    ['YYYY-MM-DD', '2024-03-05'],
    ['MM-DD HH:mm', '03-05 07:08'],
    ['HH:mm', '07:08'],
    ['Z', '+08:00'],
  ])('formats %s as %s', (format, text) => {
    expect(formatLocal(at, format)).toBe(text);
    expect(formatLocal(at.getTime(), format)).toBe(text);
  });

  it('says an invalid time is one', () => {
    expect(formatLocal(NaN, 'YYYY-MM-DD')).toBe('Invalid Date');
  });

  it('finds local midnight and steps whole days across a month and a year', () => {
    expect(formatLocal(startOfLocalDay(at), 'YYYY-MM-DD HH:mm:ss')).toBe('2024-03-05 00:00:00');
    expect(formatLocal(addLocalDays(at, -5), 'YYYY-MM-DD HH:mm:ss')).toBe('2024-02-29 07:08:09');
    expect(formatLocal(addLocalDays(new Date('2024-12-31T23:00:00+08:00'), 1), 'YYYY-MM-DD HH:mm')).toBe(
      '2025-01-01 23:00',
    );
  });
});

describe('local time in New York (daylight saving from 2024-03-10)', () => {
  inTimeZone('America/New_York');

  it('keeps the wall-clock time when a whole day crosses the change', () => {
    const before = new Date('2024-03-09T12:00:00-05:00');
    const after = addLocalDays(before, 1);
    expect(formatLocal(after, 'YYYY-MM-DD HH:mm Z')).toBe('2024-03-10 12:00 -04:00');
    expect(after.getTime() - before.getTime()).toBe(23 * 3600_000);
    expect(formatLocal(startOfLocalDay(after), 'HH:mm Z')).toBe('00:00 -05:00');
  });

  it('writes a negative offset', () => {
    expect(formatLocal(new Date('2024-01-15T12:00:00Z'), 'Z')).toBe('-05:00');
  });
});
