import { describe, expect, it } from 'vitest';
import { formatMoney, monthlyBars } from './chart-data';

describe('monthly bars', () => {
  it('places each month and fills a month without a bill with 0', () => {
    const rows = [
      { month: '2026-08', amount: 25310.9, actualPayment: 24760.5 },
      { month: '2026-10', amount: 26425.8, actualPayment: 25845.8 },
    ];
    expect(monthlyBars(rows, { start: '2026-08', end: '2026-10' })).toEqual({
      months: ['2026-08', '2026-09', '2026-10'],
      amount: [25310.9, 0, 26425.8],
      actualPayment: [24760.5, 0, 25845.8],
    });
  });

  it.each([
    [12860.5, 'en', '12,860.50'],
    [0, 'zh', '0.00'],
    [1234567.891, 'zh', '1,234,567.89'],
  ])('formats %d in %s', (value, locale, expected) => expect(formatMoney(value, locale)).toBe(expected));
});
