import { describe, expect, it } from 'vitest';
import * as r from './field-rules';

const text = (d: { message?: string } | undefined) => d?.message;

describe('domain field rules (002 §5.2)', () => {
  it.each([
    ['', [], 'Please enter the domain name'],
    ['not a domain', [], 'Format error'],
    ['http://a.com', [], 'Format error'],
    ['cdn.example.com', ['CDN.example.com'], 'The domain is already accelerated'],
    ['cdn.example.com', [], undefined],
    ['*.example.com', [], undefined],
  ])('name %s (existing %o) → %s', (name, existing, message) => {
    expect(text(r.checkDomainName(name, existing))).toBe(message);
  });

  it.each([
    ['ip', '', 'Please enter the origin address'],
    ['ip', '1.2.3.999', 'Format error'],
    ['ip', '1.2.3.4', undefined],
    ['domain', 'https://o.example.com', 'Format error'],
    ['domain', 'o.example.com', undefined],
    ['bucket', 'b.oss-cn-shanghai.aliyuncs.com', undefined],
  ])('origin %s %s → %s', (type, address, message) => {
    expect(text(r.checkOriginAddress(type, address))).toBe(message);
  });

  it.each([
    ['', 'Please enter the port'],
    ['0', 'The port is a whole number from 1 to 65535'],
    ['65536', 'The port is a whole number from 1 to 65535'],
    ['8.5', 'The port is a whole number from 1 to 65535'],
    ['443', undefined],
  ])('port %s → %s', (port, message) => expect(text(r.checkPort(port))).toBe(message));

  it.each([
    ['', 'Please enter the back directory'],
    ['/a', 'The back directory must start and end with /'],
    ['a/', 'The back directory must start and end with /'],
    ['/', undefined],
    ['/a/b/', undefined],
  ])('back directory %s → %s', (dir, message) => expect(text(r.checkBackDirectory(dir))).toBe(message));

  it.each([
    ['', 'Please enter the test URL'],
    ['healthz.txt', 'The test URL must start with /'],
    ['/a b', 'Format error'],
    ['/healthz.txt', undefined],
  ])('test URL %s → %s', (url, message) => expect(text(r.checkTestUrl(url))).toBe(message));

  it.each([
    ['', 'Please enter the back host'],
    ['origin.example.com', undefined],
    ['bad host', 'Format error'],
  ])('back host %s → %s', (host, message) => expect(text(r.checkBackhost(host))).toBe(message));

  it.each([
    ['suffix', '.a;.b;.c;.d;.e;.f;.g;.h;.i;.j', undefined],
    ['suffix', '.a;.b;.c;.d;.e;.f;.g;.h;.i;.j;.k', 'A rule has at most 10 suffixes'],
    ['suffix', '', 'Please enter the path'],
    ['suffix', '.jp g/', 'Format error'],
    ['directory', 'video/', 'The path must start with /'],
    ['all', '', undefined],
  ])('cache path %s %s → %s', (type, path, message) => expect(text(r.checkCachePath(type, path))).toBe(message));

  it.each([
    ['0', undefined],
    ['30', undefined],
    ['1.5', 'The cache time is a whole number (0 means no cache)'],
    ['-1', 'The cache time is a whole number (0 means no cache)'],
    ['', 'The cache time is a whole number (0 means no cache)'],
  ])('cache time %s → %s', (time, message) => expect(text(r.checkCacheTime(time))).toBe(message));

  it.each([
    ['none', '', r.isIpOrCidr, undefined],
    ['white', '  ', r.isIpOrCidr, 'Enter at least one entry'],
    ['black', '1.2.3.4\n10.0.0.0/8', r.isIpOrCidr, undefined],
    ['black', '10.0.0.0/33', r.isIpOrCidr, 'Format error'],
    ['black', '10.0.0.1/32', r.isIpOrCidr, undefined],
  ])('list %s %j → %s', (kind, list, valid, message) => expect(text(r.checkList(kind, list, valid))).toBe(message));

  it('defaults: download 30, static 7, vod 30, global 30 days', () => {
    expect(r.DEFAULT_CACHE_DAYS).toEqual({ download: 30, static: 7, vod: 30 });
    expect(r.GLOBAL_CACHE_DAYS).toBe(30);
  });
});
