// The impact of a purge before it is sent: what share of the last 24 hours' requests and traffic of the domains
// involved went to the URLs being purged, which of the domains' top URLs they are, and whether that share is
// worth a warning (every cache node then fetches what was purged from the origin at once).
// Our rules (the specification has no such preview): the URL top lists only rank the busiest URLs, so the
// shares are "at least" figures, except for a purge of whole domains (their root directory), which is all of
// their requests and traffic; a URL matches a file purge when it is the same address (the scheme and the host's
// case aside) and a directory purge when it lies under the directory.
import { floorToBucket, serverTimeRange } from '@/lib/server-time';
import type { PushKind } from './url-list';

/** The rank within its domain at which a URL counts as one of the domain's heaviest. */
export const HEAVIEST_RANK = 3;
/**
 * The share of the domains' requests or traffic from which a purge is warned about. Every purge sends its URLs'
 * next requests to the origin; a few per cent of them is what an origin meets on any ordinary cache turnover,
 * while a fifth of a domain's requests or bytes arriving at once is a load an origin sized for the misses
 * alone may not hold.
 */
export const WARN_SHARE = 0.2;
/** Top URLs listed in the preview. */
export const LISTED_URLS = 5;

export interface TopEntry {
  url: string;
  /** Requests, or bytes in the traffic list. */
  count: number;
}

export interface TopList {
  /** The total the list's counts are part of (all requests or bytes of the domains in the period). */
  total: number;
  list: readonly TopEntry[];
}

export interface ImpactUrl {
  url: string;
  requests: number;
  bytes: number;
  /** Ranked among the first HEAVIEST_RANK URLs of its domain by requests or traffic. */
  heaviest: boolean;
}

export interface PurgeImpact {
  /** Share (0 to 1) of the domains' requests that went to the purged URLs, at least (exactly when `whole`). */
  requestShare: number;
  /** Share (0 to 1) of the domains' traffic, at least (exactly when `whole`). */
  trafficShare: number;
  /** The purge takes the whole of every domain involved (their root directories): the shares are 100 %. */
  whole: boolean;
  /** The purged URLs found in the top lists, busiest first (at most LISTED_URLS). */
  top: ImpactUrl[];
  /** How many listed URLs the purge touches in all. */
  matched: number;
  /** The requests or the traffic share reaches WARN_SHARE. */
  warns: boolean;
}

/** The host of a URL as written in a purge line or a top list, lower-cased; undefined when it has none. */
export function hostOf(url: string): string | undefined {
  const match = /^https?:\/\/([^/?#]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase();
}

/** The domains a purge touches, sorted (the key of the preview's reads). */
export const domainsOf = (urls: readonly string[]) =>
  [...new Set(urls.map(hostOf).filter((host): host is string => host !== undefined))].sort();

/** A URL without its scheme, its host lower-cased: how two spellings of one address compare. */
function comparable(url: string): string {
  const rest = url.trim().replace(/^https?:\/\//i, '');
  const slash = rest.search(/[/?#]/);
  return slash < 0 ? rest.toLowerCase() : rest.slice(0, slash).toLowerCase() + rest.slice(slash);
}

/** Does a directory purge take the whole of every domain it names (each line the root, 'https://host/')? */
export const purgesWholeDomains = (urls: readonly string[], kind: PushKind) =>
  kind === 'dir' && urls.length > 0 && urls.every((url) => /^[^/?#]+\/$/.test(comparable(url)));

/** Does purging `purged` (a file or a directory, as `kind` says) purge the listed URL? */
export function purges(purged: string, listed: string, kind: PushKind): boolean {
  const target = comparable(purged);
  const candidate = comparable(listed);
  return kind === 'dir' ? candidate.startsWith(target) : candidate === target;
}

/** The URLs of a top list ranked within their own domain: 0 for the busiest of each domain. */
function domainRanks(list: readonly TopEntry[]): Map<string, number> {
  const seen = new Map<string, number>();
  const ranks = new Map<string, number>();
  for (const entry of [...list].sort((a, b) => b.count - a.count)) {
    const host = hostOf(entry.url) ?? '';
    const rank = seen.get(host) ?? 0;
    seen.set(host, rank + 1);
    if (!ranks.has(entry.url)) ranks.set(entry.url, rank);
  }
  return ranks;
}

const share = (part: number, total: number) => (total > 0 ? Math.min(1, part / total) : 0);

const sumOf = (items: readonly ImpactUrl[], field: 'requests' | 'bytes') =>
  items.reduce((sum, item) => sum + item[field], 0);

/**
 * The impact of purging `urls` from the top lists of their domains by requests and by traffic; undefined when
 * the lists hold nothing to compare with (no traffic in the period).
 */
export function purgeImpact(
  urls: readonly string[],
  kind: PushKind,
  requests: TopList,
  traffic: TopList,
): PurgeImpact | undefined {
  if (requests.total <= 0 && traffic.total <= 0) return undefined;
  const requestRanks = domainRanks(requests.list);
  const trafficRanks = domainRanks(traffic.list);
  const touched = new Map<string, ImpactUrl>();
  const hit = (listed: string) => urls.some((url) => purges(url, listed, kind));
  const entry = (url: string) => {
    const existing = touched.get(url) ?? { url, requests: 0, bytes: 0, heaviest: false };
    touched.set(url, existing);
    return existing;
  };
  for (const { url, count } of requests.list) {
    if (!hit(url)) continue;
    const item = entry(url);
    item.requests += count;
    item.heaviest ||= (requestRanks.get(url) ?? Infinity) < HEAVIEST_RANK;
  }
  for (const { url, count } of traffic.list) {
    if (!hit(url)) continue;
    const item = entry(url);
    item.bytes += count;
    item.heaviest ||= (trafficRanks.get(url) ?? Infinity) < HEAVIEST_RANK;
  }
  const all = [...touched.values()].sort((a, b) => b.requests - a.requests || b.bytes - a.bytes);
  const whole = purgesWholeDomains(urls, kind);
  const requestShare = whole ? 1 : share(sumOf(all, 'requests'), requests.total);
  const trafficShare = whole ? 1 : share(sumOf(all, 'bytes'), traffic.total);
  return {
    requestShare,
    trafficShare,
    whole,
    top: all.slice(0, LISTED_URLS),
    matched: all.length,
    warns: Math.max(requestShare, trafficShare) >= WARN_SHARE,
  };
}

const DAY_MS = 86_400_000;

/**
 * The analysis filter of the preview's reads (the offline URL top, by requests or by traffic): the domains
 * involved in the session account, every region, the 24 hours ending at the last 5-minute boundary.
 */
export function impactFilter(domains: readonly string[], account: string, now: Date, byType: 'request' | 'flow') {
  const end = floorToBucket(now);
  return {
    account,
    ...serverTimeRange({ start: new Date(end.getTime() - DAY_MS), end }, 'seconds'),
    domains: [...domains],
    continent: '',
    country: '',
    province: '',
    isp: '',
    timeSelect: 'userDefined',
    pullDown: false,
    range: 'all' as const,
    byType,
  };
}
