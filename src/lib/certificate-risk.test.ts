import { describe, expect, it } from 'vitest';
import { isAtRisk, orderByRisk } from './certificate-risk';

const cert = (id: number, validity: number, logicDelete = 0) => ({ id, validity, logicDelete });

describe('isAtRisk', () => {
  it.each([
    ['expires in 29 days', cert(1, 29), true],
    ['expires in 30 days', cert(1, 30), false],
    ['expires today', cert(1, 0), true],
    ['expired', cert(1, -6), true],
    ['expired but being deleted', cert(1, -40, 3), false],
    ['expiring but pending clear', cert(1, 5, 2), false],
  ])('%s → %s', (_, certificate, risk) => expect(isAtRisk(certificate)).toBe(risk));
});

describe('orderByRisk', () => {
  it.each([
    [
      'most traffic first',
      [cert(1, 12), cert(2, -6), cert(3, 27)],
      [
        [1, 10],
        [2, 500],
        [3, 0],
      ],
      [2, 1, 3],
    ],
    ['unknown traffic after known traffic', [cert(1, -6), cert(2, 20)], [[2, 0]], [2, 1]],
    [
      'equal traffic: the one expiring first',
      [cert(1, 20), cert(2, -1), cert(3, 5)],
      [
        [1, 7],
        [2, 7],
        [3, 7],
      ],
      [2, 3, 1],
    ],
    ['no traffic known: by expiry', [cert(1, 20), cert(2, 3), cert(3, -2)], [], [3, 2, 1]],
    ['certificates not at risk are left out', [cert(1, 200), cert(2, 10), cert(3, -9, 3)], [[1, 99]], [2]],
  ] as const)('%s', (_, certificates, traffic, order) => {
    const ordered = orderByRisk(certificates, new Map(traffic.map(([id, bytes]) => [id, bytes])));
    expect(ordered.map((c) => c.id)).toEqual(order);
  });
});
