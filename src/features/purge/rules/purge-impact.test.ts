import { describe, expect, it } from 'vitest';
import { providerDate } from '@tests/time-zone';
import { domainsOf, hostOf, impactFilter, purgeImpact, purges, WARN_SHARE, type TopList } from './purge-impact';

describe('hostOf and domainsOf', () => {
  it.each([
    ['https://WWW.Example.com/a.js', 'www.example.com'],
    ['http://img.example.com:8080/x?y', 'img.example.com:8080'],
    ['https://cdn.example.com', 'cdn.example.com'],
    ['ftp://cdn.example.com/a', undefined],
  ])('%s → %s', (url, host) => expect(hostOf(url)).toBe(host));

  it('lists each domain once, sorted', () => {
    expect(domainsOf(['https://b.example.com/1', 'https://a.example.com/2', 'http://B.example.com/3'])).toEqual([
      'a.example.com',
      'b.example.com',
    ]);
  });
});

describe('purges', () => {
  it.each([
    ['the same file', 'https://a.com/x.js', 'https://a.com/x.js', 'url', true],
    ['the other scheme, the host in capitals', 'http://A.com/x.js', 'https://a.com/x.js', 'url', true],
    ['the path keeps its case', 'https://a.com/X.js', 'https://a.com/x.js', 'url', false],
    ['another file', 'https://a.com/x.js', 'https://a.com/y.js', 'url', false],
    ['a file with a query string is another address', 'https://a.com/x.js', 'https://a.com/x.js?v=2', 'url', false],
    ['a file under the directory', 'https://a.com/static/', 'https://a.com/static/js/x.js', 'dir', true],
    ['a file outside the directory', 'https://a.com/static/', 'https://a.com/img/x.png', 'dir', false],
    ['the same path on another domain', 'https://a.com/static/', 'https://b.com/static/x.js', 'dir', false],
  ] as const)('%s', (_, purged, listed, kind, result) => expect(purges(purged, listed, kind)).toBe(result));
});

const requests: TopList = {
  total: 1000,
  list: [
    { url: 'https://a.com/1', count: 300 },
    { url: 'https://a.com/2', count: 200 },
    { url: 'https://b.com/1', count: 100 },
    { url: 'https://a.com/3', count: 50 },
    { url: 'https://a.com/4', count: 40 },
    { url: 'https://a.com/5', count: 30 },
  ],
};
const traffic: TopList = {
  total: 10_000,
  list: [
    { url: 'https://a.com/4', count: 5000 },
    { url: 'https://b.com/1', count: 1000 },
    { url: 'https://a.com/1', count: 500 },
  ],
};

describe('purgeImpact', () => {
  it.each([
    ['nothing listed is purged', ['https://a.com/9'], 'url', 0, 0, [], false],
    ['the busiest URL of a.com', ['https://a.com/1'], 'url', 0.3, 0.05, ['https://a.com/1'], true],
    [
      'a quiet URL by requests that is the heaviest by traffic',
      ['https://a.com/4'],
      'url',
      0.04,
      0.5,
      ['https://a.com/4'],
      true,
    ],
    ['a fiftieth of the requests is no warning', ['https://a.com/3'], 'url', 0.05, 0, ['https://a.com/3'], false],
    ['the fifth URL of a.com is not', ['https://a.com/5'], 'url', 0.03, 0, ['https://a.com/5'], false],
    ['a tenth of both is no warning', ['https://b.com/1'], 'url', 0.1, 0.1, ['https://b.com/1'], false],
    [
      'the root directory takes the whole domain: all of it, not the listed share',
      ['https://a.com/'],
      'dir',
      1,
      1,
      ['https://a.com/1', 'https://a.com/2', 'https://a.com/3', 'https://a.com/4', 'https://a.com/5'],
      true,
    ],
  ] as const)('%s', (_, urls, kind, requestShare, trafficShare, top, warns) => {
    const impact = purgeImpact(urls, kind, requests, traffic);
    expect(impact?.requestShare).toBeCloseTo(requestShare);
    expect(impact?.trafficShare).toBeCloseTo(trafficShare);
    expect(impact?.top.map((item) => item.url)).toEqual(top);
    expect(impact?.warns).toBe(warns);
  });

  it.each([
    [19, false],
    [20, true],
  ])('warns from a fifth of the requests on: %i of 100 → %s', (count, warns) => {
    const list: TopList = { total: 100, list: [{ url: 'https://a.com/hot', count }] };
    expect(WARN_SHARE).toBe(0.2);
    expect(purgeImpact(['https://a.com/hot'], 'url', list, { total: 0, list: [] })?.warns).toBe(warns);
  });

  it('a directory below the root is still a listed share, and the whole domain needs every line at a root', () => {
    const sub = purgeImpact(['https://a.com/1'], 'dir', requests, traffic);
    expect(sub?.whole).toBe(false);
    expect(sub?.requestShare).toBeCloseTo(0.3);
    expect(purgeImpact(['https://A.com/', 'https://b.com/x/'], 'dir', requests, traffic)?.whole).toBe(false);
    expect(purgeImpact(['http://A.com/', 'https://b.com/'], 'dir', requests, traffic)?.whole).toBe(true);
  });

  it('lists at most five URLs but counts them all', () => {
    const many: TopList = {
      total: 100,
      list: Array.from({ length: 8 }, (_, i) => ({ url: `https://a.com/d/${i}`, count: 10 - i })),
    };
    const impact = purgeImpact(['https://a.com/d/'], 'dir', many, { total: 0, list: [] });
    expect(impact?.top).toHaveLength(5);
    expect(impact?.matched).toBe(8);
    expect(impact?.trafficShare).toBe(0);
  });

  it('has nothing to say without traffic in the period', () => {
    expect(purgeImpact(['https://a.com/1'], 'url', { total: 0, list: [] }, { total: 0, list: [] })).toBeUndefined();
  });
});

describe('impactFilter', () => {
  it('asks for the 24 hours ending at the last 5-minute boundary, every region', () => {
    expect(impactFilter(['a.com'], 'CDN1024', providerDate(2026, 10, 24, 9, 4, 59), 'flow')).toEqual({
      account: 'CDN1024',
      startTime: '2026-11-23 09:00:00',
      endTime: '2026-11-24 09:00:00',
      domains: ['a.com'],
      continent: '',
      country: '',
      province: '',
      isp: '',
      timeSelect: 'userDefined',
      pullDown: false,
      range: 'all',
      byType: 'flow',
    });
  });
});
