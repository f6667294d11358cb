// The read of the alert rule backtest: the service-info traffic of the rule's domains over the last 7 days
// (getServiceInfoTraffic, 5-minute points). The answer is kept for a few minutes: the dialog asks again for
// the same domains each time the rule's metric or condition changes, and the past does not.
import { apiQueryOptions } from '@/api/query';
import { toSeries } from '@/lib/series';
import { backtestQuery } from '../rules/backtest';

export const backtestTrafficQuery = (domains: readonly string[], account: string, now: Date) =>
  apiQueryOptions(
    'getServiceInfoTraffic',
    { body: backtestQuery(domains, account, now) },
    {
      select: (data) => toSeries(data.bandAndFlowList, ['bandwidth', 'flow']),
      staleTime: 5 * 60_000,
    },
  );
