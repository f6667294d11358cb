import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { alarmQuery, chartableAccounts, chartedAccount, entryIds, statisticCurves, statisticQuery } from './statistics';

// 2025-03-10 14:37 provider time
const now = providerDate(2025, 2, 10, 14, 37, 12);

describe('statistic query', () => {
  it.each([
    [{ range: 'today' as const }, '2025-03-10 00:00:00', '2025-03-10 14:35:00', 'minute5'],
    [{ range: 'yesterday' as const }, '2025-03-09 00:00:00', '2025-03-09 23:55:00', 'minute5'],
    [{ range: 'last30Days' as const }, '2025-02-09 00:00:00', '2025-03-10 14:35:00', 'minute5'],
    [{ range: 'last7Days' as const, grad: 'day' as const }, '2025-03-04 00:00:00', '2025-03-10 14:35:00', 'day'],
  ])('%j → %s … %s by %s', (range, startTime, endTime, granularity) => {
    expect(statisticQuery({ ...range, ids: ['10231'] }, 'CDN1024', now)).toEqual({
      account: 'CDN1024',
      ids: [10231],
      startTime,
      endTime,
      granularity,
    });
  });

  it.each([
    [
      ['10231', '10232'],
      [10231, 10232],
    ],
    [['x', '0', '-3', '1.5', '7'], [7]],
    [[], []],
  ])('ids %j → %j', (ids, numbers) => {
    expect(entryIds(ids)).toEqual(numbers);
  });
});

describe('alarm query', () => {
  const query = statisticQuery({ range: 'today', ids: [] }, 'CDN1024', now);
  it.each([
    [
      1,
      undefined,
      { pageNum: 1, pageSize: 10, account: 'CDN1024', startTime: query.startTime, endTime: query.endTime },
    ],
    [
      3,
      '203.107.44.18',
      {
        pageNum: 3,
        pageSize: 10,
        account: 'CDN1024',
        startTime: query.startTime,
        endTime: query.endTime,
        sourceIp: '203.107.44.18',
      },
    ],
  ])('page %i, IP %s', (page, ip, body) => {
    expect(alarmQuery(query, page, ip)).toEqual(body);
  });
});

describe('curves', () => {
  const point = (time: string, value: number) => ({
    time,
    ingressBandwidth: value,
    egressBandwidth: value / 2,
    ingressFlow: value * 300,
    egressFlow: value * 150,
  });

  it('turns server times into chart times, sorted', () => {
    const curves = statisticCurves([point('2025-03-10 00:05:00', 20), point('2025-03-10 00:00:00', 10)]);
    expect(curves.ingressBandwidth).toEqual([
      { x: providerDate(2025, 2, 10, 0, 0).getTime(), y: 10 },
      { x: providerDate(2025, 2, 10, 0, 5).getTime(), y: 20 },
    ]);
    expect(curves.egressBandwidth.map((p) => p.y)).toEqual([5, 10]);
    expect(curves.ingressFlow.map((p) => p.y)).toEqual([3000, 6000]);
    expect(curves.egressFlow.map((p) => p.y)).toEqual([1500, 3000]);
  });

  it('leaves out a point without a readable time', () => {
    expect(statisticCurves([point('not a time', 1), point('2025-03-10 00:00:00', 2)]).ingressBandwidth).toHaveLength(1);
  });
});

describe('charted account', () => {
  it.each([
    [undefined, 'CDN1024'],
    ['CDN1024_01', 'CDN1024_01'],
    ['CDN9999', 'CDN1024'],
  ])('%s → %s', (requested, account) => {
    expect(chartedAccount('CDN1024', 'CDN1024,CDN1024_01', requested)).toBe(account);
  });

  it('lists the own account first, without repeats or blanks', () => {
    expect(chartableAccounts('CDN1024', 'CDN1024, CDN1024_01,,CDN2048')).toEqual(['CDN1024', 'CDN1024_01', 'CDN2048']);
  });
});
