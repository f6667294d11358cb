// Pure checks of single values of a domain's configuration (002 §3.3, §5.2). Each returns the problem's
// message, or undefined when the value is fine; the form schema decides where to show it.
import type { MessageDescriptor } from '@lingui/core';
import { domainMessages as m } from './messages';

type Problem = MessageDescriptor | undefined;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^(?:\\*\\.)?(?:${LABEL}\\.)+[a-z]{2,63}$`, 'i');
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const WHOLE = /^\d+$/;

export const isDomainName = (value: string) => value.length <= 253 && DOMAIN.test(value);
export const isIpv4 = (value: string) => IPV4.test(value);
export const isIpOrCidr = (value: string) => {
  const [ip = '', bits, ...rest] = value.split('/');
  return rest.length === 0 && isIpv4(ip) && (bits === undefined || (WHOLE.test(bits) && Number(bits) <= 32));
};

/** A whole number within [min, max] typed as text (the input keeps what was typed). */
export const wholeIn = (text: string, min: number, max: number) =>
  WHOLE.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Name: required, a domain name (wildcard allowed), not one the user already has. */
export function checkDomainName(name: string, existing: readonly string[], current?: string): Problem {
  const value = name.trim().toLowerCase();
  if (!value) return m.nameRequired;
  if (!isDomainName(value)) return m.formatError;
  if (value !== current?.toLowerCase() && existing.some((other) => other.toLowerCase() === value)) return m.nameExists;
  return undefined;
}

/** An origin's address by its type: an IPv4 address, a domain name, or a bucket's domain name. */
export function checkOriginAddress(type: string, address: string): Problem {
  const value = address.trim();
  if (!value) return m.addressRequired;
  if (/^https?:\/\//i.test(value)) return m.formatError;
  return (type === 'ip' ? isIpv4(value) : isDomainName(value) && !value.startsWith('*')) ? undefined : m.formatError;
}

export function checkPort(port: string): Problem {
  if (!port.trim()) return m.portRequired;
  return wholeIn(port, 1, 65535) ? undefined : m.portRange;
}

export function checkBackDirectory(value: string): Problem {
  if (!value.trim()) return m.backDirectoryRequired;
  return value.startsWith('/') && value.endsWith('/') ? undefined : m.backDirectorySlashes;
}

export function checkTestUrl(value: string): Problem {
  if (!value.trim()) return m.testUrlRequired;
  if (!value.startsWith('/')) return m.testUrlSlash;
  return /\s/.test(value) ? m.formatError : undefined;
}

export function checkBackhost(value: string): Problem {
  if (!value.trim()) return m.backhostRequired;
  const host = value.trim();
  return isDomainName(host) || isIpv4(host) ? undefined : m.formatError;
}

export const MAX_SUFFIXES = 10;

/** Suffixes of a suffix rule, separated by ';' (as the contract's examples write them). */
export const splitSuffixes = (path: string) =>
  path
    .split(/[;,\s]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A cache rule's path by match type: suffixes (at most 10), a directory or path (starts with /), or all. */
export function checkCachePath(matchType: string, path: string): Problem {
  if (matchType === 'all') return undefined;
  if (!path.trim()) return m.pathRequired;
  if (matchType !== 'suffix') return path.startsWith('/') ? undefined : m.pathSlash;
  const suffixes = splitSuffixes(path);
  if (suffixes.length > MAX_SUFFIXES) return m.tooManySuffixes;
  return suffixes.every((suffix) => /^\.?[a-z0-9]{1,10}$/i.test(suffix)) ? undefined : m.formatError;
}

/** The cache time: a whole number, 0 meaning no cache. */
export const checkCacheTime = (time: string): Problem => (WHOLE.test(time.trim()) ? undefined : m.timeInteger);

/** Default cache days by business type (002 §4, §9); the global default is 30. */
export const DEFAULT_CACHE_DAYS = { download: 30, static: 7, vod: 30 } as const;
export const GLOBAL_CACHE_DAYS = 30;

/** One entry a line (or separated by commas); blank lines dropped. */
export const splitLines = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An allow or block list: required when on; each entry checked by `valid`. */
export function checkList(kind: string, text: string, valid: (entry: string) => boolean): Problem {
  if (kind === 'none') return undefined;
  const entries = splitLines(text);
  if (entries.length === 0) return m.listRequired;
  return entries.every(valid) ? undefined : m.formatError;
}

export const isRefererEntry = (entry: string) => isDomainName(entry) || isIpv4(entry);
export const isHeaderName = (name: string) => /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name);
export const isUrl = (value: string) => /^https?:\/\/[^\s/]+/i.test(value);
