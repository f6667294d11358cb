// The dashboard's curves (002 §3.6): byteList (time, flow, bandwidth) and countList (time, count) become
// traffic, bandwidth and request-count series with millisecond times. Times arrive as server date-times
// (YYYY-MM-DD HH:mm:ss), read in the same clock the query's times are written in (src/lib/server-time);
// a point without a readable time or value is left out.
import type { ApiBody } from '@/api/call';
import type { ChartPoint } from '@/lib/series';
import { serverTimeMs, serverTimeRange } from '@/lib/server-time';
import { effectiveGranularity, resolveTimeRange, type TimeRangeParams } from '@/lib/time-range';

function points<Row>(rows: readonly Row[], time: (row: Row) => unknown, value: (row: Row) => unknown): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (const row of rows) {
    const x = serverTimeMs(time(row));
    const y = value(row);
    if (x !== undefined && typeof y === 'number' && Number.isFinite(y)) out.push({ x, y });
  }
  return out.sort((a, b) => a.x - b.x);
}

export interface DashboardCurves {
  traffic: readonly ChartPoint[];
  bandwidth: readonly ChartPoint[];
  requests: readonly ChartPoint[];
}

export function dashboardCurves(data: {
  byteList: readonly { time: string; flow: number; bandwidth: number }[];
  countList: readonly { time: string; count: number }[];
}): DashboardCurves {
  return {
    traffic: points(
      data.byteList,
      (r) => r.time,
      (r) => r.flow,
    ),
    bandwidth: points(
      data.byteList,
      (r) => r.time,
      (r) => r.bandwidth,
    ),
    requests: points(
      data.countList,
      (r) => r.time,
      (r) => r.count,
    ),
  };
}

/** The statistics call for the chosen sites (all when none) and range, ending at the last 5-minute mark. */
export function statisticQuery(
  search: TimeRangeParams & { sites: readonly string[] },
  account: string,
  now: Date,
): ApiBody<'getWebsiteStatistics'> {
  const range = resolveTimeRange(search, now);
  return {
    account,
    ids: search.sites.map(Number).filter((id) => Number.isInteger(id) && id > 0),
    ...serverTimeRange(range, 'seconds'),
    granularity: effectiveGranularity(range, search.grad),
  };
}
