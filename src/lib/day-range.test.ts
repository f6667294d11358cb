import { describe, expect, it } from 'vitest';
import { checkDayRange, today } from './day-range';

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
