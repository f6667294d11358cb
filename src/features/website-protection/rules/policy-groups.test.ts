import { describe, expect, it } from 'vitest';
import { groupPolicies } from './policy-groups';

const p = (id: number, type: number) => ({ id, type });

describe('policy grouping by type (1 ACL, 2 allow list, 3 WAF)', () => {
  it.each([
    ['none: three empty groups', [], [[], [], []]],
    [
      'mixed, keeping the server order in each group',
      [p(5, 3), p(1, 1), p(3, 2), p(4, 3), p(2, 1)],
      [[1, 2], [3], [5, 4]],
    ],
    ['only WAF', [p(9, 3)], [[], [], [9]]],
    ['an unknown type is in no group', [p(7, 4), p(8, 2)], [[], [8], []]],
  ])('%s', (_case, policies, expected) => {
    const groups = groupPolicies(policies);
    expect(groups.map((g) => g.type)).toEqual([1, 2, 3]);
    expect(groups.map((g) => g.policies.map((x) => x.id))).toEqual(expected);
  });
});
