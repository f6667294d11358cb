// The search filter every analysis call sends (001 §3, §4), and which family of calls answers it:
// - timeSelect 'userDefined' selects the …/offLine calls, any preset the …/onLine calls;
// - online times are in minutes (YYYY-MM-DD HH:mm), offline ones in seconds (YYYY-MM-DD HH:mm:ss);
// - the offline calls carry the region scope and byType (defaults 'cn' and 'request') and the region / ISP
//   dropdown filters; they are refused here, before any call, when no domain is chosen ('domains is
//   required', 001 §5).
import type { ApiBody } from '@/api/call';
import { serverTimeRange } from '@/lib/server-time';
import { resolveTimeRange } from '@/lib/time-range';
import type { AnalysisSearch } from '../search';

/** Which calls answer: the …/onLine ones, the …/offLine ones, or the newer /offline/* ones. */
export type AnalysisSource = 'online' | 'offline' | 'newOffline';

/** The three screens: /cdn/analysisOn, /cdn/analysisOff, /cdn/newanalysisOff. */
export type AnalysisScreen = 'on' | 'off' | 'newOff';

export type AnalysisFilter = ApiBody<'countOnline'>;

export type FilterResult =
  { ok: true; source: AnalysisSource; filter: AnalysisFilter } | { ok: false; reason: 'domainsRequired' };

/**
 * The analysis by period always asks for a chosen period (timeSelect 'userDefined'); the online screen does
 * when its range is custom; the offline screen always uses the /offline calls.
 */
export function analysisSource(screen: AnalysisScreen, range: AnalysisSearch['range']): AnalysisSource {
  if (screen === 'newOff') return 'newOffline';
  if (screen === 'off' || range === 'custom') return 'offline';
  return 'online';
}

type FilterSearch = Pick<
  AnalysisSearch,
  | 'domains'
  | 'range'
  | 'start'
  | 'end'
  | 'grad'
  | 'continent'
  | 'country'
  | 'province'
  | 'isp'
  | 'scope'
  | 'byType'
  | 'providers'
>;

export function analysisFilter(screen: AnalysisScreen, search: FilterSearch, account: string, now: Date): FilterResult {
  const source = analysisSource(screen, search.range);
  const online = source === 'online';
  if (!online && search.domains.length === 0) return { ok: false, reason: 'domainsRequired' };
  const { startTime, endTime } = serverTimeRange(resolveTimeRange(search, now), online ? 'minutes' : 'seconds');
  const base = { account, startTime, endTime, domains: [...search.domains] };
  if (online) {
    return {
      ok: true,
      source,
      filter: { ...base, continent: '', country: '', province: '', isp: '', timeSelect: search.range, pullDown: false },
    };
  }
  const region = {
    continent: search.continent ?? '',
    country: search.country ?? '',
    province: search.province ?? '',
    isp: search.isp ?? '',
  };
  const pullDown = Object.values(region).some((value) => value !== '');
  return {
    ok: true,
    source,
    filter: {
      ...base,
      ...region,
      // 001 §2: offline analysis filters by provider too (the field is inferred in the contract).
      providers: [...(search.providers ?? [])],
      timeSelect: 'userDefined',
      pullDown,
      range: search.scope,
      byType: search.byType,
    },
  };
}
