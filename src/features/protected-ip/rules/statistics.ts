// The dashboard's queries and curves (002 §3.5, §7.4): the account, the chosen entries and the time range
// (ending at the last 5-minute boundary) with the granularity that fits it; the points' server times become
// chart times, every sample kept (the chart samples for drawing only; its marks read every sample).
import type { ApiBody, ApiData } from '@/api/call';
import { toSeries, type ChartPoint } from '@/lib/series';
import { serverTimeMs, serverTimeRange } from '@/lib/server-time';
import { effectiveGranularity, resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';

export type StatisticQuery = ApiBody<'getProtectedIpStatistics'>;
type StatisticPoint = NonNullable<ApiData<'getProtectedIpStatistics'>>['list'][number];

/** The ids of the URL as numbers; anything that is not a whole positive number is dropped. */
export const entryIds = (ids: readonly string[]) => ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);

export function statisticQuery(
  params: TimeRangeParams & { ids: readonly string[] },
  account: string,
  now: Date,
): StatisticQuery {
  const range = resolveTimeRange(params, now);
  return {
    account,
    ids: entryIds(params.ids),
    ...serverTimeRange(range, 'seconds'),
    granularity: effectiveGranularity(range, params.grad),
  };
}

/** The alarm history's page of the same account and period (10 records a page). */
export const ALARM_PAGE_SIZE = 10;

export function alarmQuery(
  query: StatisticQuery,
  page: number,
  sourceIp?: string,
): ApiBody<'pageProtectedIpAlarmRecords'> {
  return {
    pageNum: page,
    pageSize: ALARM_PAGE_SIZE,
    account: query.account,
    startTime: query.startTime,
    endTime: query.endTime,
    ...(sourceIp ? { sourceIp } : {}),
  };
}

export interface StatisticCurves {
  ingressBandwidth: readonly ChartPoint[];
  egressBandwidth: readonly ChartPoint[];
  ingressFlow: readonly ChartPoint[];
  egressFlow: readonly ChartPoint[];
}

const FIELDS = ['ingressBandwidth', 'egressBandwidth', 'ingressFlow', 'egressFlow'] as const;

/** The four curves; a point whose time is not a server time is left out. */
export function statisticCurves(list: readonly StatisticPoint[]): StatisticCurves {
  const rows = list.map((point) => {
    const ms = serverTimeMs(point.time);
    return { ...point, timestamp: ms === undefined ? undefined : ms / 1000 };
  });
  const series = toSeries(rows, FIELDS);
  return {
    ingressBandwidth: series.ingressBandwidth,
    egressBandwidth: series.egressBandwidth,
    ingressFlow: series.ingressFlow,
    egressFlow: series.egressFlow,
  };
}

/** The accounts the user may chart: their own first, then the others of account_all. */
export function chartableAccounts(own: string, accountAll: string): string[] {
  return [...new Set([own, ...accountAll.split(',').map((a) => a.trim())])].filter(Boolean);
}

/** The account of the URL when the user may chart it, else their own (an old or hand-edited link). */
export const chartedAccount = (own: string, accountAll: string, requested: string | undefined) =>
  requested && chartableAccounts(own, accountAll).includes(requested) ? requested : own;
