import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { checkDayRange, dayEnd, dayStart, today } from './day-range';

const now = new Date(2026, 10, 21, 15, 0);

describe('a range of days', () => {
  it('formats today locally', () => {
    expect(today(now)).toBe('2026-11-21');
  });

  it.each([
    [undefined, undefined, undefined],
    ['2026-01-01', '2026-11-21', undefined],
    ['2026-11-21', undefined, undefined],
    [undefined, '2026-11-22', 'afterToday'],
    ['2026-11-22', undefined, 'afterToday'],
    ['2026-11-10', '2026-11-01', 'startAfterEnd'],
    ['2026-11-01', '2026-11-01', undefined],
  ])('%s – %s', (start, end, expected) => {
    expect(checkDayRange(start, end, now)).toBe(expected);
  });
});

describe("a range's bounds as the server reads them", () => {
  it.each([
    ['a day text', '2024-05-03', '2024-05-03 00:00:00', '2024-05-03 23:59:59'],
    [
      "a date (its day in the provider's zone)",
      providerDate(2024, 4, 3, 15, 20),
      '2024-05-03 00:00:00',
      '2024-05-03 23:59:59',
    ],
  ])('of %s: its first and its last second', (_name, day, start, end) => {
    expect(dayStart(day)).toBe(start);
    expect(dayEnd(day)).toBe(end);
  });
});
