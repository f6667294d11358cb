import { describe, expect, it } from 'vitest';
import { byPriority, moveBy, moveTo, orderChanges, prioritiesOf } from './rule-order';

describe('rule order', () => {
  it('lists rules by priority, 1 first', () => {
    const rules = [
      { id: 3, priority: 2 },
      { id: 1, priority: 3 },
      { id: 2, priority: 1 },
    ];
    expect(byPriority(rules).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it.each([
    ['first to last', [1, 2, 3], 0, 2, [2, 3, 1]],
    ['last to first', [1, 2, 3], 2, 0, [3, 1, 2]],
    ['beyond the end is clamped', [1, 2, 3], 0, 9, [2, 3, 1]],
    ['a missing index changes nothing', [1, 2, 3], 5, 0, [1, 2, 3]],
  ])('moveTo: %s', (_case, ids, from, to, expected) => {
    expect(moveTo(ids, from, to)).toEqual(expected);
  });

  it.each([
    ['up', 2, -1, [2, 1, 3]],
    ['down', 2, 1, [1, 3, 2]],
    ['up at the top stays', 1, -1, [1, 2, 3]],
    ['down at the bottom stays', 3, 1, [1, 2, 3]],
  ] as const)('moveBy: %s', (_case, id, step, expected) => {
    expect(moveBy([1, 2, 3], id, step)).toEqual(expected);
  });

  it.each([
    ['no change', [1, 2, 3], []],
    [
      'a swap',
      [2, 1, 3],
      [
        { id: 2, from: 2, to: 1 },
        { id: 1, from: 1, to: 2 },
      ],
    ],
    [
      'last to first moves all',
      [3, 1, 2],
      [
        { id: 3, from: 3, to: 1 },
        { id: 1, from: 1, to: 2 },
        { id: 2, from: 2, to: 3 },
      ],
    ],
  ])('orderChanges: %s', (_case, proposed, expected) => {
    expect(orderChanges([1, 2, 3], proposed)).toEqual(expected);
  });

  it('sends every rule with its new priority', () => {
    expect(prioritiesOf(7004, [9102, 9101])).toEqual({
      policyId: 7004,
      priorities: [
        { id: 9102, priority: 1 },
        { id: 9101, priority: 2 },
      ],
    });
  });
});
