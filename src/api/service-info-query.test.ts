import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { serviceInfoQuery } from './service-info-query';

const now = providerDate(2026, 10, 22, 14, 37, 12);
const base = { type: 'all' as const, domains: [], providers: [], range: 'today' as const };

describe('the service-info query', () => {
  it.each([
    [
      'defaults: every type, today to the last 5-minute boundary, 5 minutes, weighted',
      {},
      { type: 'all', startTime: '2026-11-22 00:00:00', endTime: '2026-11-22 14:35:00', grad: 'minute5' },
    ],
    [
      'a business type, domains and providers are sent as chosen',
      { type: 'live_pull' as const, domains: ['live.example.com'], providers: ['ali', 'tencent'] },
      { type: 'live_pull', domains: ['live.example.com'], providers: ['ali', 'tencent'] },
    ],
    [
      'yesterday is the whole day, its last bucket starting at 23:55',
      { range: 'yesterday' as const },
      { startTime: '2026-11-21 00:00:00', endTime: '2026-11-21 23:55:00', grad: 'minute5' },
    ],
    [
      'the last 30 days open at 5 minutes too',
      { range: 'last30Days' as const },
      { startTime: '2026-10-24 00:00:00', endTime: '2026-11-22 14:35:00', grad: 'minute5' },
    ],
    [
      'a chosen granularity the range allows is kept',
      { range: 'last7Days' as const, grad: 'day' as const },
      { startTime: '2026-11-16 00:00:00', grad: 'day' },
    ],
    [
      'a granularity the range does not allow falls back to its default',
      { range: 'today' as const, grad: 'day' as const },
      { grad: 'minute5' },
    ],
    [
      'a custom range is sent to the second',
      { range: 'custom' as const, start: '2026-11-20 08:00', end: '2026-11-20 20:00' },
      { startTime: '2026-11-20 08:00:00', endTime: '2026-11-20 20:00:00' },
    ],
  ])('%s', (_name, search, expected) => {
    const query = serviceInfoQuery({ ...base, ...search }, ['CDN1024'], now);
    expect(query).toMatchObject({ accounts: ['CDN1024'], weightFlag: true, domains: [], providers: [], ...expected });
  });
});
