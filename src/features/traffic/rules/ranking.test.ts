import { describe, expect, it } from 'vitest';
import { sortRanking, withRanks } from './ranking';

const items = [
  { custom: 'B', ratio: 20, amount: 200 },
  { custom: 'A', ratio: 50, amount: 500 },
  { custom: 'D', ratio: 10, amount: 100 },
  { custom: 'C', ratio: 20, amount: 200 },
];

describe('ranks', () => {
  it.each([
    ['largest usage first, ties share a rank and the next skips', items, { A: 1, B: 2, C: 2, D: 4 }],
    ['one customer is first', [{ custom: 'A', ratio: 100, amount: 1 }], { A: 1 }],
    ['no customer, no rank', [], {}],
  ])('%s', (_name, list, expected) => {
    expect(Object.fromEntries(withRanks(list).map((item) => [item.custom, item.rank]))).toEqual(expected);
  });
});

describe('sorting the ranking', () => {
  it.each([
    ['no sort: by rank', undefined, ['A', 'B', 'C', 'D']],
    ['amount, largest first', { id: 'amount' as const, desc: true }, ['A', 'B', 'C', 'D']],
    ['amount, smallest first (ties in rank order)', { id: 'amount' as const, desc: false }, ['D', 'B', 'C', 'A']],
    ['ratio, largest first', { id: 'ratio' as const, desc: true }, ['A', 'B', 'C', 'D']],
    ['customer, A to Z', { id: 'custom' as const, desc: false }, ['A', 'B', 'C', 'D']],
    ['customer, Z to A', { id: 'custom' as const, desc: true }, ['D', 'C', 'B', 'A']],
  ])('%s', (_name, sort, order) => {
    const sorted = sortRanking(items, sort);
    expect(sorted.map((item) => item.custom)).toEqual(order);
    // The rank travels with the customer whatever the order.
    expect(sorted.find((item) => item.custom === 'D')?.rank).toBe(4);
  });
});
