import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { overviewQueries } from './overview-query';

const now = providerDate(2026, 10, 22, 14, 37, 12);

describe('the overview query', () => {
  it.each([
    [
      'today ends at the last 5-minute boundary; the previous period is yesterday to the same time',
      { range: 'today' as const },
      ['2026-11-22 00:00:00', '2026-11-22 14:35:00', 'minute5'],
      ['2026-11-21 00:00:00', '2026-11-21 14:35:00'],
    ],
    [
      'the last 30 days open at 5 minutes, compared with the 30 days before',
      { range: 'last30Days' as const },
      ['2026-10-24 00:00:00', '2026-11-22 14:35:00', 'minute5'],
      ['2026-09-24 00:00:00', '2026-10-23 14:35:00'],
    ],
    [
      'a chosen granularity the range allows is kept',
      { range: 'last7Days' as const, grad: 'day' as const },
      ['2026-11-16 00:00:00', '2026-11-22 14:35:00', 'day'],
      ['2026-11-09 00:00:00', '2026-11-15 14:35:00'],
    ],
    [
      'a custom range is sent as chosen',
      { range: 'custom' as const, start: '2026-11-20 08:00', end: '2026-11-20 20:00' },
      ['2026-11-20 08:00:00', '2026-11-20 20:00:00', 'minute5'],
      ['2026-11-19 19:55:00', '2026-11-20 07:55:00'],
    ],
  ])('%s', (_name, range, [startTime, endTime, grad], [previousStart, previousEnd]) => {
    const { current, previous } = overviewQueries({ ...range, domains: [] }, ['CDN1024'], now);
    expect(current).toEqual({
      type: 'all',
      domains: [],
      providers: [],
      accounts: ['CDN1024'],
      startTime,
      endTime,
      grad,
      weightFlag: true,
    });
    expect([previous.startTime, previous.endTime, previous.grad]).toEqual([previousStart, previousEnd, grad]);
  });

  it('sends the picked domains and accounts', () => {
    const { current } = overviewQueries({ range: 'today', domains: ['a.example.com'] }, [], now);
    expect(current.domains).toEqual(['a.example.com']);
    expect(current.accounts).toEqual([]);
  });
});
