import { describe, expect, it } from 'vitest';
import type { Website } from '../types';
import { originAddresses } from './origin-ips';

const site = (id: number, domain: string, origins: [string, number][]) =>
  ({ id, domain, origins: origins.map(([address, port]) => ({ address, port })) }) as Website;

const sites = [
  site(1, 'a.cn', [
    ['10.0.0.2', 443],
    ['10.0.0.1', 80],
  ]),
  site(2, 'b.cn', [['10.0.0.2', 80]]),
];

describe('origin addresses of the gateway', () => {
  it.each([
    [
      'all, one row per address',
      undefined,
      [
        ['10.0.0.1', [80], ['a.cn']],
        ['10.0.0.2', [80, 443], ['a.cn', 'b.cn']],
      ],
    ],
    ['by address', '0.0.1', [['10.0.0.1', [80], ['a.cn']]]],
    ['by website domain', 'b.cn', [['10.0.0.2', [80, 443], ['a.cn', 'b.cn']]]],
    ['nothing matches', 'zzz', []],
  ] as const)('%s', (_case, filter, expected) => {
    expect(originAddresses(sites, filter).map((r) => [r.address, r.ports, r.domains])).toEqual(expected);
  });
});
