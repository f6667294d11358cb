import { describe, expect, it } from 'vitest';
import { billingPercentile, peakOf, percentile95, totalOf } from './percentile';

// 1, 2, …, n in order: the k-th highest sample is n - k + 1, at index n - k.
const ramp = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
// 40 samples with the two highest in the middle of the series.
const spikes = ramp(40).map((value, i) => (i === 2 ? 100 : i === 20 ? 90 : value));

describe('percentile95', () => {
  it.each<[string, (number | null | undefined)[], number, number, number[]]>([
    ['a single sample bills itself', [7], 7, 0, []],
    ['19 samples discard nothing (floor of 0.95)', ramp(19), 19, 18, []],
    ['20 samples discard the highest one', ramp(20), 19, 18, [19]],
    ['39 samples still discard one', ramp(39), 38, 37, [38]],
    ['40 samples discard two', ramp(40), 38, 37, [38, 39]],
    [
      '288 samples (one day of 5 minutes) discard 14',
      ramp(288),
      274,
      273,
      ramp(14)
        .map((k) => 288 - k)
        .reverse(),
    ],
    ['discarded indexes are in series order', spikes, 40, 39, [2, 20]],
    ['missing values are not samples', [null, 5, Number.NaN, undefined, 3], 5, 1, []],
    ['ties: the earlier sample ranks higher', [...Array<number>(19).fill(1), 9, 9], 9, 20, [19]],
  ])('%s', (_name, values, value, index, discarded) => {
    expect(percentile95(values)).toEqual({ value, index, discarded });
  });

  it.each([
    ['an empty series', []],
    ['only missing values', [null, undefined, Number.NaN]],
  ])('has no bill for %s', (_name, values) => {
    expect(percentile95(values)).toBeUndefined();
  });

  it('computes another percentile the same way', () => {
    // 100 samples at the 90th percentile: the top 10 are discarded, the 11th highest (90) bills.
    expect(billingPercentile(ramp(100), 90)).toMatchObject({ value: 90, index: 89 });
  });
});

describe('peakOf', () => {
  it.each<[string, (number | null | undefined)[], { value: number; index: number } | undefined]>([
    ['the highest sample', [3, 9, 4], { value: 9, index: 1 }],
    ['the first of equal peaks', [9, 2, 9], { value: 9, index: 0 }],
    ['negative samples', [-5, -2, -8], { value: -2, index: 1 }],
    ['skips missing values', [null, 1, Number.NaN], { value: 1, index: 1 }],
    ['nothing for an empty series', [], undefined],
  ])('%s', (_name, values, expected) => {
    expect(peakOf(values)).toEqual(expected);
  });
});

describe('totalOf', () => {
  it.each<[string, (number | null | undefined)[], number]>([
    ['sums the samples', [1, 2, 3.5], 6.5],
    ['skips missing values', [1, null, undefined, Number.NaN, 2], 3],
    ['is 0 for an empty series', [], 0],
  ])('%s', (_name, values, expected) => {
    expect(totalOf(values)).toBe(expected);
  });
});
