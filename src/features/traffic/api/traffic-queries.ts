// Reads of the service-info screen, shared by the route's loader and the page: the traffic of the chosen
// filters and the domain and provider options of the chosen accounts.
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { queryAccounts } from '@/components/pickers/traffic-scope';
import { serviceInfoQuery, type ServiceInfoQuery } from '@/api/service-info-query';
import type { ServiceInfoSearch } from '../search';

export const serviceInfoQueryFor = (user: SessionUser, search: ServiceInfoSearch, now: Date) =>
  serviceInfoQuery(search, queryAccounts(user, search.accounts), now);

export const serviceInfoTrafficQuery = (query: ServiceInfoQuery) =>
  apiQueryOptions('getServiceInfoTraffic', { body: query });
