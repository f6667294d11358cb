// The query every log analysis view sends (000 §7: domains, account, interval, startTime, endTime,
// providers). Our choices where the specification is silent (x-inferred in the contract): times in seconds
// (YYYY-MM-DD HH:mm:ss), the interval from the chart granularity, lists comma-joined, providers left out for
// "all providers", and no picked domain meaning every domain of the account (from the init options).
import type { ApiInput } from '@/api/call';
import { serverTimeRange } from '@/lib/server-time';
import { effectiveGranularity, resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';
import type { Granularity } from '@/lib/time-range-values';

export type LogQuery = ApiInput<'getAnalysisUrlTop'>['params']['query'];

const INTERVALS: Record<Granularity, string> = { minute5: '5m', hour: '1h', day: '1d' };

interface LogSearch extends TimeRangeParams {
  domains: readonly string[];
  providers: readonly string[];
}

export type LogQueryResult = { ok: true; query: LogQuery } | { ok: false; reason: 'domainsRequired' };

export function logQuery(
  search: LogSearch,
  accountDomains: readonly string[],
  account: string,
  now: Date,
): LogQueryResult {
  const domains = search.domains.length > 0 ? search.domains : accountDomains;
  // Inferred: 001 §5 says 'domains is required' of offline analysis; the log analysis applies the same rule to
  // an account without domains, rather than sending a query the server would answer for nothing.
  if (domains.length === 0) return { ok: false, reason: 'domainsRequired' };
  const range = resolveTimeRange(search, now);
  const { startTime, endTime } = serverTimeRange(range, 'seconds');
  const query: LogQuery = {
    domains: domains.join(','),
    account,
    interval: INTERVALS[effectiveGranularity(range, search.grad)],
    startTime,
    endTime,
  };
  if (search.providers.length > 0) query.providers = search.providers.join(',');
  return { ok: true, query };
}
