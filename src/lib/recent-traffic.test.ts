import { describe, expect, it } from 'vitest';
import { recentTrafficBody } from './recent-traffic';
import { providerDate } from '@tests/time-zone';

describe('recentTrafficBody', () => {
  const now = providerDate(2026, 10, 24, 14, 37, 12);

  it.each([
    [7, 'day', '2026-11-17 14:35:00'],
    [1, 'minute5', '2026-11-23 14:35:00'],
  ] as const)('%i day(s) in %s points end at the last 5-minute boundary', (days, grad, startTime) => {
    expect(recentTrafficBody(['b.example.com', 'a.example.com'], 'CDN1024', now, days, grad)).toEqual({
      type: 'all',
      domains: ['a.example.com', 'b.example.com'],
      providers: [],
      accounts: ['CDN1024'],
      startTime,
      endTime: '2026-11-24 14:35:00',
      grad,
      weightFlag: true,
    });
  });

  it('is the same request within one 5-minute bucket, so two readers share the answer', () => {
    const later = providerDate(2026, 10, 24, 14, 39, 59);
    expect(recentTrafficBody(['a.example.com'], 'CDN1024', later, 7, 'day')).toEqual(
      recentTrafficBody(['a.example.com'], 'CDN1024', now, 7, 'day'),
    );
  });
});
