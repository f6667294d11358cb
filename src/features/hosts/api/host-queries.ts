// Reads of the host screens. Every list read is cached as it is answered (the hosts, or a page of them), as a
// first read is prefetched (src/api/first-reads.ts), and the screens see the hosts unwrapped (`select`); the
// rename follows the answer in each shape (host-mutations.ts). Customs follow 001 §6 (rules/customs.ts).
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { callApi, type ApiInput } from '@/api/call';
import { apiQueryOptions, operationKey } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { allCustomsInput, areaSearchInput, detailSearchInput, fulltextInput, kindListInput } from '../read-inputs';
import { hostsOf } from '../rules/host-list';
import type { HostListSearch } from '../search';
import type { HostKind, HostsAnswer } from '../types';

export const HOST_LIST_OPERATIONS = [
  'listHostDetails',
  'searchHostDetails',
  'searchHostsFulltext',
  'searchHostsByArea',
  'listVpsHosts',
  'listServerHosts',
] as const;
type HostListOperation = (typeof HOST_LIST_OPERATIONS)[number];

function hostsQuery<Id extends HostListOperation>(id: Id, input: ApiInput<Id>) {
  return queryOptions({
    queryKey: operationKey(id, input) as QueryKey,
    queryFn: ({ signal }) => callApi(id, input, signal) as Promise<HostsAnswer>,
    select: hostsOf,
  });
}

/** One list screen's hosts: a keyword searches the details, an area alone the area search, else the list. */
export function hostListQuery(user: SessionUser, kind: HostKind, search: HostListSearch) {
  if (search.q) return hostsQuery('searchHostDetails', detailSearchInput(user, kind, search));
  if (search.area) return hostsQuery('searchHostsByArea', areaSearchInput(user, kind, search));
  return hostsQuery('listHostDetails', kindListInput(user, kind, search));
}

export const hostCountQuery = (user: SessionUser) => apiQueryOptions('countHosts', allCustomsInput(user));
export const vpsHostsQuery = (user: SessionUser) => hostsQuery('listVpsHosts', allCustomsInput(user));
export const serverHostsQuery = (user: SessionUser) => hostsQuery('listServerHosts', allCustomsInput(user));
export const fulltextQuery = (user: SessionUser, keyword: string) =>
  hostsQuery('searchHostsFulltext', fulltextInput(user, keyword));

export const areasQuery = () => apiQueryOptions('listAreas', {}, { staleTime: 10 * 60_000 });
export const hostCustomsQuery = () => apiQueryOptions('listHostCustoms', {}, { staleTime: 10 * 60_000 });
