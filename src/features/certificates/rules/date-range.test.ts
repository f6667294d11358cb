import { describe, expect, it } from 'vitest';
import { checkRange, rangeMessages, today } from './date-range';

const now = new Date(2026, 10, 21, 15, 0);

describe('search time range', () => {
  it('formats today locally', () => {
    expect(today(now)).toBe('2026-11-21');
  });

  it.each([
    [undefined, undefined, undefined],
    ['2026-01-01', '2026-11-21', undefined],
    ['2026-11-21', undefined, undefined],
    [undefined, '2026-11-22', rangeMessages.afterToday],
    ['2026-11-22', undefined, rangeMessages.afterToday],
    ['2026-11-10', '2026-11-01', rangeMessages.startAfterEnd],
  ])('%s – %s', (start, end, expected) => {
    expect(checkRange(start, end, now)).toBe(expected);
  });
});
