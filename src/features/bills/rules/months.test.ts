import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, resolveMonths } from './month-range';
import { checkMonthRange, monthMessages, monthsOf } from './months';

const now = new Date('2026-11-22T03:00:00Z');

describe('bill months', () => {
  it.each([
    ['2026-11-22T03:00:00Z', '2026-11'],
    ['2026-11-30T16:30:00Z', '2026-12'], // already 1 December in UTC+8
    ['2026-01-01T00:00:00Z', '2026-01'],
  ])('the month of %s is %s', (iso, month) => expect(monthOf(new Date(iso))).toBe(month));

  it.each([
    ['2026-01', -1, '2025-12'],
    ['2026-11', 2, '2027-01'],
    ['2026-05', -5, '2025-12'],
  ])('%s plus %i months', (month, count, expected) => expect(addMonths(month, count)).toBe(expected));

  it.each([
    [{}, { start: '2026-05', end: '2026-10' }],
    [{ end: '2026-03' }, { start: '2025-10', end: '2026-03' }],
    [
      { start: '2026-01', end: '2026-02' },
      { start: '2026-01', end: '2026-02' },
    ],
  ])('resolves %j', (search, expected) => expect(resolveMonths(search, now)).toEqual(expected));

  it.each([
    [{ start: '2026-05', end: '2026-10' }, undefined],
    [{ start: '2026-11', end: '2026-11' }, undefined],
    [{ start: '2026-10', end: '2026-05' }, monthMessages.reversed],
    [{ start: '2026-10', end: '2026-12' }, monthMessages.future],
    [{ start: '2024-10', end: '2026-10' }, monthMessages.tooLong],
    [{ start: '2024-11', end: '2026-10' }, undefined],
    [{ start: '', end: '2026-10' }, monthMessages.missing],
    [{ start: '2026-13', end: '2026-10' }, monthMessages.missing],
  ])('checks %j', (range, expected) => expect(checkMonthRange(range, now)).toBe(expected));

  it('lists the months of a range across a year', () => {
    expect(monthsOf({ start: '2025-11', end: '2026-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
