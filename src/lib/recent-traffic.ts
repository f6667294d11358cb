// The body of a service-info traffic read over the days before now, for some domains of one account: every
// business type and provider, weighted, ending at the last 5-minute boundary (so two parts of the portal asking
// within the same five minutes share one answer). Read by the alert rule backtest (5-minute points).
import { DAY_MS } from './series';
import { floorToBucket, serverTimeRange } from './server-time';

export function recentTrafficBody(
  domains: readonly string[],
  account: string,
  now: Date,
  days: number,
  grad: 'minute5' | 'day',
) {
  const end = floorToBucket(now);
  return {
    type: 'all' as const,
    domains: [...domains].sort(),
    providers: [],
    accounts: [account],
    ...serverTimeRange({ start: new Date(end.getTime() - days * DAY_MS), end }, 'seconds'),
    grad,
    weightFlag: true,
  };
}
