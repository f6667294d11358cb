// The third read of the certificates-by-risk card: the traffic of a certificate's bound domains over the last
// 7 days (one total per certificate).
import { apiQueryOptions } from '@/api/query';
import { recentTrafficBody } from '@/lib/recent-traffic';

/** The bytes served for these domains in the 7 days ending at the last 5-minute boundary (daily points). */
export const weekTrafficQuery = (domains: readonly string[], account: string, now: Date) =>
  apiQueryOptions(
    'getServiceInfoTraffic',
    { body: recentTrafficBody(domains, account, now, 7, 'day') },
    { select: (data) => data.totalFlow, staleTime: 5 * 60_000 },
  );
