// Reads of the protected-IP area, shared by the routes' loaders and the pages (the dashboards' alarm records are
// with their table, alarm-queries.ts: the list does not load the statistics' rules and time helpers). Keys come
// from the contract's operations, so the writes' x-invalidates reach exactly these caches.
import { apiQueryOptions } from '@/api/query';
import { hasTransient } from '../rules/status';
import type { StatisticQuery } from '../rules/statistics';

/**
 * How often the list asks again while an entry is configuring, disabling or pending. Inferred: the specification names no interval; 5 s is our choice (README, 'Choices the specification leaves open').
 */
export const TRANSIENT_POLL_MS = 5000;

/** The entries; polled while one of them is in a transient status, until all have settled. */
export const entryListQuery = () =>
  apiQueryOptions(
    'listProtectedIps',
    {},
    { refetchInterval: (query) => (query.state.data && hasTransient(query.state.data) ? TRANSIENT_POLL_MS : false) },
  );

export const portErrorsQuery = (id: number) =>
  apiQueryOptions('getProtectedIpPortErrors', { params: { path: { id } } }, { staleTime: 0 });

export const statisticTargetsQuery = (account: string) =>
  apiQueryOptions('listProtectedIpStatisticTargets', { params: { path: { account } } });

export const statisticsQuery = (query: StatisticQuery) => apiQueryOptions('getProtectedIpStatistics', { body: query });
