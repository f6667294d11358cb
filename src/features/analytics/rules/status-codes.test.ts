import { describe, expect, it } from 'vitest';
import { curveTotals, groupStatusCodes, statusShare, statusGroup } from './status-codes';

describe('status codes grouped by their first character', () => {
  it.each([
    [200, 'statusCode2'],
    ['206', 'statusCode2'],
    ['101', 'statusCode1'],
    ['304', 'statusCode3'],
    ['404', 'statusCode4'],
    ['499', 'statusCode4'],
    ['502', 'statusCode5'],
    [' 503', 'statusCode5'],
    ['0', 'statusCode0'],
    ['600', 'statusCode0'],
    ['-', 'statusCode0'],
    ['', 'statusCode0'],
    [null, 'statusCode0'],
    ['abc', 'statusCode0'],
  ] as const)('%s → %s', (code, group) => {
    expect(statusGroup(code)).toBe(group);
  });

  it('sums the counts of each group', () => {
    expect(
      groupStatusCodes([
        { code: '200', count: 5 },
        { code: 206, count: 1 },
        { code: '404', count: 2 },
        { code: '-', count: 3 },
      ]),
    ).toEqual({ statusCode1: 0, statusCode2: 6, statusCode3: 0, statusCode4: 2, statusCode5: 0, statusCode0: 3 });
  });

  it('totals each curve, a missing curve counting 0', () => {
    expect(curveTotals({ statusCode2: [{ count: 3 }, { count: 4 }], statusCode0: [{ count: 1 }] })).toEqual({
      statusCode1: 0,
      statusCode2: 7,
      statusCode3: 0,
      statusCode4: 0,
      statusCode5: 0,
      statusCode0: 1,
    });
  });

  it.each([
    [
      'the server pie, as sent',
      { statusCode2: [{ count: 9 }] },
      [
        { name: '2xx', count: 90, percent: 90 },
        { name: 'other', count: 10, percent: 10 },
      ],
      [
        { name: '2xx', count: 90, percent: 90 },
        { name: 'other', count: 10, percent: 10 },
      ],
    ],
    [
      'the curves when no pie is sent',
      { statusCode2: [{ count: 3 }], statusCode0: [{ count: 1 }] },
      undefined,
      [
        { name: '1xx', count: 0, percent: 0 },
        { name: '2xx', count: 3, percent: 75 },
        { name: '3xx', count: 0, percent: 0 },
        { name: '4xx', count: 0, percent: 0 },
        { name: '5xx', count: 0, percent: 0 },
        { name: 'other', count: 1, percent: 25 },
      ],
    ],
    ['the curves when the pie is empty', {}, [], STATUS_SIX_ZEROES],
  ] as const)('shares from %s', (_name, curves, pie, expected) => {
    expect(statusShare(curves, pie)).toEqual(expected);
  });
});

const STATUS_SIX_ZEROES = ['1xx', '2xx', '3xx', '4xx', '5xx', 'other'].map((name) => ({ name, count: 0, percent: 0 }));
