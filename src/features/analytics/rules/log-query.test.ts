import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { logQuery } from './log-query';

// 14:37 local: the range ends at the last 5-minute boundary.
const NOW = providerDate(2026, 0, 5, 14, 37);
const base = { range: 'today' as const, domains: [] as string[], providers: [] as string[] };

describe('logQuery', () => {
  it.each([
    ['picked domains, comma-joined', { ...base, domains: ['a.com', 'b.com'] }, ['x.com'], { domains: 'a.com,b.com' }],
    ['no domain picked: every domain of the account', base, ['x.com', 'y.com'], { domains: 'x.com,y.com' }],
    [
      'today in seconds, 5-minute interval',
      base,
      ['x.com'],
      { startTime: '2026-01-05 00:00:00', endTime: '2026-01-05 14:35:00', interval: '5m', account: 'CDN1' },
    ],
    ['the last 7 days open at 5 minutes', { ...base, range: 'last7Days' as const }, ['x.com'], { interval: '5m' }],
    [
      'the last 7 days by hour when chosen',
      { ...base, range: 'last7Days' as const, grad: 'hour' as const },
      ['x.com'],
      { interval: '1h' },
    ],
    [
      'the last 30 days by day',
      { ...base, range: 'last30Days' as const, grad: 'day' as const },
      ['x.com'],
      { interval: '1d' },
    ],
    ['providers comma-joined', { ...base, providers: ['ali', 'ws'] }, ['x.com'], { providers: 'ali,ws' }],
  ])('%s', (_, search, accountDomains, expected) => {
    const result = logQuery(search, accountDomains, 'CDN1', NOW);
    expect(result.ok && result.query).toMatchObject(expected);
  });

  it('leaves providers out for all providers', () => {
    const result = logQuery(base, ['x.com'], 'CDN1', NOW);
    expect(result.ok && result.query).not.toHaveProperty('providers');
  });

  it("refuses with 'domains is required' when the account has no domain and none is picked", () => {
    expect(logQuery(base, [], 'CDN1', NOW)).toEqual({ ok: false, reason: 'domainsRequired' });
  });
});
