import { describe, expect, it } from 'vitest';
import { MAX_RESULTS, matchEntries, nextActive, sameEntry, type SwitcherEntry } from './match';

const screen = (label: string, detail = 'CDN'): SwitcherEntry => ({ kind: 'screen', label, detail, to: `/${label}` });
const domain = (label: string): SwitcherEntry => ({ kind: 'domain', label, detail: 'Domain', to: '/cdn/domain' });
const certificate = (label: string): SwitcherEntry => ({
  kind: 'certificate',
  label,
  detail: 'Certificate',
  to: '/page/certificateUpload',
});

const entries = [
  screen('Overview'),
  screen('Domains'),
  screen('URL purge'),
  screen('Alert rules', 'Cloud monitoring'),
  domain('img.xinghe-video.com'),
  domain('vod.xinghe-video.com'),
  certificate('图片域名证书'),
  certificate('Domain wildcard'),
];

describe('matchEntries', () => {
  it.each([
    ['nothing typed: the screens in order', '', ['Overview', 'Domains', 'URL purge', 'Alert rules']],
    ['case aside', 'OVER', ['Overview']],
    [
      'a name starting with the text first (screens before certificates), then matches of the detail line',
      'domain',
      ['Domains', 'Domain wildcard', 'img.xinghe-video.com', 'vod.xinghe-video.com'],
    ],
    ['a word starting with it before a name containing it', 'purge', ['URL purge']],
    ['a domain by part of its name', 'vod', ['vod.xinghe-video.com']],
    ['containing: both domains, in their order', 'xinghe', ['img.xinghe-video.com', 'vod.xinghe-video.com']],
    ['a match in the detail line comes last', 'monitoring', ['Alert rules']],
    ['every word must match', 'img video', ['img.xinghe-video.com']],
    ['Chinese text', '证书', ['图片域名证书']],
    ['nothing matches', 'zzz', []],
  ])('%s', (_, typed, labels) => {
    expect(matchEntries(entries, typed).map((entry) => entry.label)).toEqual(labels);
  });

  it(`shows at most ${MAX_RESULTS}`, () => {
    const many = Array.from({ length: 30 }, (_, i) => domain(`d${i}.example.com`));
    expect(matchEntries(many, 'example')).toHaveLength(MAX_RESULTS);
  });
});

describe('nextActive', () => {
  it.each([
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowUp', 2],
    [1, 3, 'Home', 0],
    [0, 3, 'End', 2],
    [0, 0, 'ArrowDown', 0],
  ] as const)('%s of %s, %s → %s', (active, count, key, next) => expect(nextActive(active, count, key)).toBe(next));
});

describe('sameEntry', () => {
  const domain: SwitcherEntry = { kind: 'domain', label: 'a.example', detail: 'Domain', to: '/cdn/domain' };
  it('is the same entry in a list built again', () => expect(sameEntry(domain, { ...domain })).toBe(true));
  it.each([
    ['kind', { kind: 'certificate' as const }],
    ['label', { label: 'b.example' }],
    ['detail', { detail: 'Certificate' }],
    ['destination', { to: '/page/certificateUpload' }],
  ])('differs by its %s', (_, change) => expect(sameEntry(domain, { ...domain, ...change })).toBe(false));
});
