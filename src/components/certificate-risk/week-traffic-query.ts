// The third read of the certificates-by-risk card: the traffic of a certificate's bound domains over the last
// 7 days (one total per certificate). It is the service info screen's own read of those domains over '近7天'
// (every business type and provider, the accounts the screen covers), so the two screens show one figure.
import { apiQueryOptions } from '@/api/query';
import { serviceInfoQuery } from '@/api/service-info-query';

/** The bytes the service info screen shows for these domains of these accounts over the last 7 days. */
export const weekTrafficQuery = (domains: readonly string[], accounts: readonly string[], now: Date) =>
  apiQueryOptions(
    'getServiceInfoTraffic',
    {
      body: serviceInfoQuery(
        { type: 'all', domains: [...domains].sort(), providers: [], range: 'last7Days' },
        accounts,
        now,
      ),
    },
    { select: (data) => data.totalFlow, staleTime: 5 * 60_000 },
  );
