import { describe, expect, it } from 'vitest';
import { baseSymbol, formatAxisTick, formatInUnit, formatValue, pickUnit, unitOf, type Quantity } from './units';

describe('formatValue', () => {
  it.each<[string, number | null | undefined, Quantity, string]>([
    ['zero bandwidth', 0, 'bandwidth', '0 bps'],
    ['bandwidth below 1000', 999, 'bandwidth', '999 bps'],
    ['bandwidth in K', 1500, 'bandwidth', '1.5 Kbps'],
    ['bandwidth in G with two decimals', 1_234_567_890, 'bandwidth', '1.23 Gbps'],
    ['traffic in T', 4.5e12, 'traffic', '4.5 TB'],
    ['traffic in P', 2e15, 'traffic', '2 PB'],
    ['traffic in E', 3.25e18, 'traffic', '3.25 EB'],
    ['beyond E, still in E', 5e21, 'traffic', '5000 EB'],
    ['a count in K without a space', 12_300, 'count', '12.3K'],
    ['a small count without a unit', 42, 'count', '42'],
    ['a fractional count', 0.5, 'count', '0.5'],
    ['a count in M', 7_000_000, 'count', '7M'],
    ['trailing zeros dropped', 2_500_000, 'bandwidth', '2.5 Mbps'],
    ['a rounding that reaches the next unit', 999_999, 'bandwidth', '1 Mbps'],
    ['a negative value', -1500, 'traffic', '-1.5 KB'],
    ['a tiny negative value, never -0', -0.001, 'count', '0'],
    ['negative zero', -0, 'bandwidth', '0 bps'],
    ['NaN', Number.NaN, 'bandwidth', '-'],
    ['Infinity', Number.POSITIVE_INFINITY, 'traffic', '-'],
    ['undefined', undefined, 'count', '-'],
    ['null', null, 'count', '-'],
  ])('formats %s', (_name, value, quantity, expected) => {
    expect(formatValue(value, quantity)).toBe(expected);
  });

  it('honours a number of decimals', () => {
    expect(formatValue(1_234_567, 'bandwidth', 1)).toBe('1.2 Mbps');
  });
});

describe('pickUnit', () => {
  it.each<[string, (number | null | undefined)[], Quantity, string]>([
    ['the largest value sets the unit', [800e6, 1.2e9, 5e6], 'bandwidth', 'Gbps'],
    ['a negative magnitude counts', [10, -2e6], 'traffic', 'MB'],
    ['missing values are ignored', [undefined, null, Number.NaN, 3000], 'count', 'K'],
    ['no values: the base unit', [], 'traffic', 'B'],
    ['all zero: the base unit', [0, 0], 'bandwidth', 'bps'],
    ['a largest value that rounds up to 1000', [999_999], 'traffic', 'MB'],
  ])('%s', (_name, values, quantity, symbol) => {
    expect(pickUnit(values, quantity).symbol).toBe(symbol);
  });

  it('formats every tick of an axis in the shared unit, its foot as a plain 0', () => {
    const unit = pickUnit([0, 5e8, 1e9, 1.5e9], 'bandwidth');
    expect([0, 5e8, 1e9, 1.5e9].map((value) => formatAxisTick(value, unit))).toEqual([
      '0',
      '0.5 Gbps',
      '1 Gbps',
      '1.5 Gbps',
    ]);
    const counts = pickUnit([0, 2000, 4000], 'count');
    expect([0, 2000, 4000].map((value) => formatAxisTick(value, counts))).toEqual(['0', '2K', '4K']);
  });

  it('rounds a value far below the axis unit to 0', () => {
    expect(formatInUnit(3e6, pickUnit([2e9], 'bandwidth'), 2)).toBe('0 Gbps');
  });
});

describe('unitOf', () => {
  it.each<[Quantity, number, string, number]>([
    ['bandwidth', 0, 'bps', 1],
    ['traffic', 4, 'TB', 1e12],
    ['count', 2, 'M', 1e6],
    ['count', 9, 'E', 1e18],
    ['traffic', -1, 'B', 1],
  ])('%s at power %d is %s', (quantity, power, symbol, divisor) => {
    expect(unitOf(quantity, power)).toMatchObject({ symbol, divisor });
  });
});

describe('baseSymbol', () => {
  it.each<[Quantity, string]>([
    ['bandwidth', 'bps'],
    ['traffic', 'B'],
    ['count', ''],
  ])('%s is written in %s', (quantity, symbol) => {
    expect(baseSymbol(quantity)).toBe(symbol);
  });
});
