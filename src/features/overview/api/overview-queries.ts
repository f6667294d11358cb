// Reads of the overview: the traffic of the chosen period and of the period before (for comparison), and
// the domains the domain picker offers (src/components/pickers/traffic-scope.ts). Shared by the route's loader and the page.
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { queryAccounts } from '@/components/pickers/traffic-scope';
import { overviewQueries, type TrafficQuery } from '../rules/overview-query';
import type { OverviewSearch } from '../search';

export const overviewQueriesFor = (user: SessionUser, search: OverviewSearch, now: Date) =>
  overviewQueries(search, queryAccounts(user, search.accounts), now);

export const trafficQuery = (query: TrafficQuery) => apiQueryOptions('getOverviewTraffic', { body: query });

export const previousTrafficQuery = (query: TrafficQuery) => apiQueryOptions('getSequentialTraffic', { body: query });
