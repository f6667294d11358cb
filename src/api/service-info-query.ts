// The service-info query (002 §3.2, §7.2): the chosen business type, domains, providers and accounts, the range
// in YYYY-MM-DD HH:mm:ss ending at the last 5-minute boundary, the granularity the range allows (minute5 by
// default), weighted (weightFlag's default; the specification gives no other value a meaning).
// It differs from the overview's query by its type and providers, which the overview always sends as all.
// Two areas send it (the traffic screens and the certificates-by-risk card), so it lives with the calls.
import { serverTimeRange } from '@/lib/server-time';
import { effectiveGranularity, resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';
import type { ApiBody } from './call';

export type ServiceInfoQuery = ApiBody<'getServiceInfoTraffic'>;

/** What the query is made of: the screen's filters (its search params, accounts apart) and time range. */
export interface ServiceInfoFilters extends TimeRangeParams {
  type: ServiceInfoQuery['type'];
  domains: readonly string[];
  providers: readonly string[];
}

export function serviceInfoQuery(search: ServiceInfoFilters, accounts: readonly string[], now: Date): ServiceInfoQuery {
  const range = resolveTimeRange(search, now);
  return {
    type: search.type,
    domains: [...search.domains],
    providers: [...search.providers],
    accounts: [...accounts],
    ...serverTimeRange(range, 'seconds'),
    grad: effectiveGranularity(range, search.grad),
    weightFlag: true,
  };
}
