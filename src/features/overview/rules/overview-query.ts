// The traffic query of the overview (002 §3.2, §7.2): every business type and provider, the picked domains
// ('[]' for all) and accounts, the range in YYYY-MM-DD HH:mm:ss ending at the last 5-minute boundary, the
// granularity that fits the range, weighted. The previous period asks the same for the period before.
import type { ApiBody } from '@/api/call';
import { serverTimeRange } from '@/lib/server-time';
import { effectiveGranularity, previousPeriod, resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';

export type TrafficQuery = ApiBody<'getOverviewTraffic'>;

export interface OverviewQueries {
  current: TrafficQuery;
  previous: TrafficQuery;
}

export function overviewQueries(
  params: TimeRangeParams & { domains: readonly string[] },
  accounts: readonly string[],
  now: Date,
): OverviewQueries {
  const range = resolveTimeRange(params, now);
  const grad = effectiveGranularity(range, params.grad);
  const query = (period: { start: Date; end: Date }): TrafficQuery => {
    const { startTime, endTime } = serverTimeRange(period, 'seconds');
    return {
      type: 'all',
      domains: [...params.domains],
      providers: [],
      accounts: [...accounts],
      startTime,
      endTime,
      grad,
      weightFlag: true,
    };
  };
  return { current: query(range), previous: query(previousPeriod(range)) };
}
