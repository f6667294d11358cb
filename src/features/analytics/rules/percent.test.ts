import { describe, expect, it } from 'vitest';
import { percentOf, round2 } from './percent';

describe('percent with two decimals', () => {
  it.each([
    [1.005, 1.01],
    [33.333333, 33.33],
    [66.666666, 66.67],
    [100, 100],
    [0, 0],
  ])('round2(%s) = %s', (value, rounded) => expect(round2(value)).toBe(rounded));

  it.each([
    [1, 4, 25],
    [25413669, 26370934, 96.37],
    [3, 0, 0],
  ])('%s of %s is %s %', (part, whole, percent) => expect(percentOf(part, whole)).toBe(percent));
});
