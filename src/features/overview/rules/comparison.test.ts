import { describe, expect, it } from 'vitest';
import { changeDirection, formatChange, relativeChange } from './comparison';

describe('comparison with the previous period', () => {
  it.each([
    ['growth', 110, 100, 0.1],
    ['decline', 90, 100, -0.1],
    ['no change', 100, 100, 0],
    ['no previous value', 100, undefined, undefined],
    ['a previous value of 0', 100, 0, undefined],
    ['a value that is not a number', Number.NaN, 100, undefined],
  ])('%s', (_name, current, previous, expected) => {
    const change = relativeChange(current, previous);
    if (expected === undefined) expect(change).toBeUndefined();
    else expect(change).toBeCloseTo(expected);
  });

  it.each([
    [0.1234, '+12.3%'],
    [-0.04, '−4.0%'],
    [0.00001, '0.0%'],
    [2, '+200.0%'],
  ])('formats %s as %s', (change, text) => {
    expect(formatChange(change)).toBe(text);
  });

  it.each([
    [0.1234, 'up'],
    [-0.04, 'down'],
    [0, 'flat'],
    [0.00001, 'flat'],
    [-0.0004, 'flat'],
    [0.0005, 'up'],
  ])('a change of %s points %s', (change, direction) => {
    expect(changeDirection(change)).toBe(direction);
  });
});
