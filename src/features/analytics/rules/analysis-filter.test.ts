import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { readSearch } from '@/lib/search-params';
import { analysisSearchSchema } from '../search';
import { analysisFilter, analysisSource } from './analysis-filter';

const now = providerDate(2026, 5, 15, 14, 37, 12);
const search = (params: Record<string, unknown> = {}) => readSearch(analysisSearchSchema, params);

describe('which calls answer', () => {
  it.each([
    ['on', 'today', 'online'],
    ['on', 'last7Days', 'online'],
    ['on', 'custom', 'offline'],
    ['off', 'today', 'offline'],
    ['off', 'custom', 'offline'],
    ['newOff', 'today', 'newOffline'],
    ['newOff', 'custom', 'newOffline'],
  ] as const)('screen %s, range %s → %s', (screen, range, source) => {
    expect(analysisSource(screen, range)).toBe(source);
  });
});

describe('the search filter', () => {
  it('online: a preset as timeSelect, times in minutes, no region filters', () => {
    expect(analysisFilter('on', search({ domains: ['a.com'] }), 'CDN1024', now)).toEqual({
      ok: true,
      source: 'online',
      filter: {
        account: 'CDN1024',
        startTime: '2026-06-15 00:00',
        endTime: '2026-06-15 14:35',
        domains: ['a.com'],
        continent: '',
        country: '',
        province: '',
        isp: '',
        timeSelect: 'today',
        pullDown: false,
      },
    });
  });

  it('online without domains asks for all of them (an empty list)', () => {
    const result = analysisFilter('on', search(), 'CDN1024', now);
    expect(result.ok && result.filter.domains).toEqual([]);
  });

  it("offline: 'userDefined', times in seconds, the offline defaults and the region filters", () => {
    const result = analysisFilter(
      'on',
      search({
        range: 'custom',
        start: '2026-06-14 00:00',
        end: '2026-06-14 23:55',
        domains: ['a.com'],
        country: 'CN',
        isp: 'telecom',
        providers: ['ali'],
      }),
      'CDN1024',
      now,
    );
    expect(result).toEqual({
      ok: true,
      source: 'offline',
      filter: {
        account: 'CDN1024',
        startTime: '2026-06-14 00:00:00',
        endTime: '2026-06-14 23:55:00',
        domains: ['a.com'],
        continent: '',
        country: 'CN',
        province: '',
        isp: 'telecom',
        providers: ['ali'],
        timeSelect: 'userDefined',
        pullDown: true,
        range: 'cn',
        byType: 'request',
      },
    });
  });

  it('offline without region filters does not apply the dropdowns; the toggles are sent as chosen', () => {
    const result = analysisFilter(
      'newOff',
      search({ domains: ['a.com'], scope: 'all', byType: 'flow' }),
      'CDN1024',
      now,
    );
    expect(result.ok && result.filter).toMatchObject({
      pullDown: false,
      range: 'all',
      byType: 'flow',
      timeSelect: 'userDefined',
    });
  });

  it.each(['off', 'newOff'] as const)("%s refuses an empty domain list ('domains is required')", (screen) => {
    expect(analysisFilter(screen, search(), 'CDN1024', now)).toEqual({ ok: false, reason: 'domainsRequired' });
  });

  it('a custom range on the online screen without domains is refused too', () => {
    expect(
      analysisFilter('on', search({ range: 'custom', start: '2026-06-14 00:00', end: '2026-06-14 10:00' }), 'x', now)
        .ok,
    ).toBe(false);
  });
});
