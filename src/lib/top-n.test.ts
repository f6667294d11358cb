import { describe, expect, it } from 'vitest';
import { topWithOther, type Distribution } from './top-n';

const entry = (label: string, value: number, isOther = false) => ({ label, value, isOther });
// Twelve areas a1…a12 with values 1…12.
const twelve = Array.from({ length: 12 }, (_, i) => ({ label: `a${i + 1}`, value: i + 1 }));

describe('topWithOther', () => {
  it.each<[string, Distribution, number | undefined, ReturnType<typeof topWithOther>]>([
    [
      'keeps the top 9 by default and sums the rest as Other',
      twelve,
      undefined,
      [...[12, 11, 10, 9, 8, 7, 6, 5, 4].map((v) => entry(`a${v}`, v)), entry('Other', 1 + 2 + 3, true)],
    ],
    ['keeps another number of entries', twelve, 2, [entry('a12', 12), entry('a11', 11), entry('Other', 55, true)]],
    ['has no Other when nothing is left', [{ label: 'x', value: 1 }], 9, [entry('x', 1)]],
    [
      'has no Other when exactly N entries exist',
      twelve.slice(0, 3),
      3,
      [entry('a3', 3), entry('a2', 2), entry('a1', 1)],
    ],
    [
      'keeps the given order of ties',
      [
        { label: 'b', value: 5 },
        { label: 'a', value: 5 },
        { label: 'c', value: 5 },
      ],
      2,
      [entry('b', 5), entry('a', 5), entry('Other', 5, true)],
    ],
    ['reads a map of name to value', { 北京: 3, 广东: 7 }, 9, [entry('广东', 7), entry('北京', 3)]],
    ['drops missing values', { a: 1, b: null, c: Number.NaN, d: undefined }, 9, [entry('a', 1)]],
    ['puts everything in Other for a top of 0', twelve.slice(0, 2), 0, [entry('Other', 3, true)]],
    ['is empty for an empty distribution', [], 9, []],
  ])('%s', (_name, distribution, top, expected) => {
    expect(topWithOther(distribution, 'Other', top)).toEqual(expected);
  });

  it('uses the label it is given for Other', () => {
    expect(topWithOther(twelve, '其他', 11).at(-1)).toEqual(entry('其他', 1, true));
  });

  it('flags Other even when a real entry has the same label', () => {
    const flags = topWithOther([...twelve, { label: 'Other', value: 100 }], 'Other', 1).map((e) => e.isOther);
    expect(flags).toEqual([false, true]);
  });
});
