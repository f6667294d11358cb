// Reads of the domain area, shared by the route's loader and the page. Keys come from the contract's
// operations, so the writes' x-invalidates reach exactly these caches.
import { callApi, type ApiBody, type ApiData } from '@/api/call';
import { apiQueryOptions } from '@/api/query';
import { domainSearchInput } from '../first-reads';
import type { DomainListSearch } from '../search';

export type DomainRow = ApiData<'listDomains'>[number];
export type DomainDetail = ApiData<'getDomain'>;

/**
 * How often a page holding a configuring domain asks again, until every domain is configured. Inferred: the specification names no interval; 5 s is our choice (README, 'Choices the specification leaves open').
 */
export const CONFIGURING_POLL_MS = 5000;

const hasConfiguring = (rows: readonly DomainRow[] | undefined) =>
  rows?.some((row) => row.operationStatus === 'configuring') ?? false;

/** One page of the search (its data travels encrypted); refreshed while a domain on it is configuring. */
export const domainSearchQuery = (search: DomainListSearch) =>
  apiQueryOptions('searchDomains', domainSearchInput(search), {
    refetchInterval: (query) => (hasConfiguring(query.state.data?.list) ? CONFIGURING_POLL_MS : false),
  });

/** Every domain name the user has: the wizard's uniqueness check. */
export const allDomainsQuery = () => apiQueryOptions('listDomains', {});

export const domainAccountsQuery = () =>
  apiQueryOptions('listDomainAccounts', { params: { query: { account: 'all' } } });

export const defaultCacheStrategyQuery = (type: 'download' | 'vod' | 'static') =>
  apiQueryOptions('getDomainDefaultCacheStrategy', { params: { path: { type } } });

/** A domain's configuration (by domain id), or a history version's (by version id): see the contract. */
export const domainConfigQuery = (id: number) => apiQueryOptions('getDomain', { params: { path: { id } } });

export const domainHistoryQuery = (domain: string) =>
  apiQueryOptions('listDomainHistoryVersions', { params: { query: { domain } } });

export const schedulingQuery = (row: DomainRow) =>
  apiQueryOptions('getDomainSchedulingPolicy', {
    params: { path: { domain: row.name, type: row.type, scope: row.scope, protocol: row.protocol } },
  });

export const cloudStorageQuery = (id: number) => apiQueryOptions('getDomainCloudStorage', { params: { path: { id } } });

/**
 * The wizard's checks are asked when the user leaves a step, not cached: each answer is about what was typed
 * at that moment, and a refusal is shown beside the field (not as a toast).
 */
export const checkIcp = (body: { name: string; icp: string }) => callApi('validateDomainIcp', { body });

export const checkTestUrl = (body: ApiBody<'validateDomainTestUrl'>) => callApi('validateDomainTestUrl', { body });
