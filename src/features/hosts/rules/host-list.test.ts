import { describe, expect, it } from 'vitest';
import type { HostItem } from '../types';
import {
  answerWithReplaced,
  hostsOf,
  kindOf,
  ofCustom,
  ofKind,
  withAdded,
  withRemoved,
  withReplaced,
} from './host-list';

const host = (id: number, type: string, customs = ['CDN1024'], hostName = `h${id}`): HostItem => ({
  id,
  type,
  hostName,
  customs,
});
const hosts = [host(1, 'vps'), host(2, 'server'), host(3, 'vps', ['CDN2048']), host(4, 'gpu')];
const ids = (list: HostItem[]) => list.map((h) => h.id);

describe('host lists', () => {
  it.each([
    ['vps', 'vps'],
    ['server', 'server'],
    ['gpu', 'server'],
    ['', 'server'],
    ['VPS', 'server'],
  ])("type %j is a %s list's host", (type, kind) => expect(kindOf({ type })).toBe(kind));

  it.each([
    ['vps', [1, 3]],
    ['server', [2, 4]],
  ] as const)('keeps the %s list apart', (kind, expected) => expect(ids(ofKind(hosts, kind))).toEqual(expected));

  it.each([
    ['an added host goes first', withAdded(hosts, host(9, 'vps')), [9, 1, 2, 3, 4]],
    ['re-adding a known id moves it first', withAdded(hosts, host(3, 'vps')), [3, 1, 2, 4]],
    ['a delete removes by id', withRemoved(hosts, 2), [1, 3, 4]],
  ])('%s', (_, list, expected) => expect(ids(list)).toEqual(expected));

  it('an update replaces the entry by id and keeps its place', () => {
    const next = withReplaced(hosts, host(3, 'vps', ['CDN2048'], 'renamed'));
    expect(next.map((h) => h.hostName)).toEqual(['h1', 'h2', 'renamed', 'h4']);
  });

  it.each([
    [undefined, [1, 2, 3, 4]],
    ['CDN2048', [3]],
    ['CDN9999', []],
  ])('customer %j', (custom, expected) => expect(ids(ofCustom(hosts, custom))).toEqual(expected));
});

describe('a list read as cached (the hosts, or a page of them)', () => {
  const renamed = host(3, 'vps', ['CDN2048'], 'renamed');
  const names = (list: HostItem[]) => list.map((h) => h.hostName);

  it.each([
    ['the hosts', hosts],
    ['a page', { total: 4, list: hosts }],
  ])('shows the hosts of %s', (_, answer) => expect(ids(hostsOf(answer))).toEqual([1, 2, 3, 4]));

  it('shows no host for no answer', () => expect(hostsOf(undefined)).toEqual([]));

  it('follows a rename in the shape it has', () => {
    expect(names(answerWithReplaced(hosts, renamed) as HostItem[])).toEqual(['h1', 'h2', 'renamed', 'h4']);
    expect(answerWithReplaced({ total: 4, list: hosts }, renamed)).toEqual({
      total: 4,
      list: hosts.map((h) => (h.id === 3 ? renamed : h)),
    });
    expect(answerWithReplaced(undefined, renamed)).toBeUndefined();
  });
});
