// The traffic screens' search params, from the shared param schemas: every filter a user chose lives in the
// URL, so a reload or a shared link shows the same view; an invalid value falls back to its default.
import * as z from 'zod/mini';
import { listParam, sortParam, textParam, timeRangeParams } from '../../lib/search-params';
import { TIME_RANGE_PRESETS } from '../../lib/time-range-values';

/** The business types of 002 §3.2, 'all' first (the default). */
export const BUSINESS_TYPES = ['all', 'download', 'vod', 'static', 'live', 'live_push', 'live_pull'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Service info: business type, accounts, domains, providers and the time range with its granularity. */
export const serviceInfoSearchSchema = z.object({
  type: z.catch(z._default(z.enum(BUSINESS_TYPES), 'all'), 'all'),
  accounts: listParam,
  domains: listParam,
  providers: listParam,
  ...timeRangeParams,
});
export type ServiceInfoSearch = z.output<typeof serviceInfoSearchSchema>;

/** The periods the lines screen offers: a week of 5-minute samples at most (the chart has no granularity). */
export const LINE_PRESETS = ['today', 'yesterday', 'last7Days', 'custom'] as const;

/** Lines: the watched line (the account's default line when absent), the period, and the area list's filter. */
export const linesSearchSchema = z.object({
  line: textParam(64),
  range: z.catch(z._default(z.enum(LINE_PRESETS), 'today'), 'today'),
  start: timeRangeParams.start,
  end: timeRangeParams.end,
  area: textParam(100),
});
export type LinesSearch = z.output<typeof linesSearchSchema>;

/** Ranked columns of the usage ranking. */
export const RANK_COLUMNS = ['custom', 'ratio', 'amount'] as const;
export type RankColumn = (typeof RANK_COLUMNS)[number];

/** Usage ranking: the period (the last 30 days unless chosen) and the table's sort (largest usage first). */
export const rankingSearchSchema = z.object({
  range: z.catch(z._default(z.enum(TIME_RANGE_PRESETS), 'last30Days'), 'last30Days'),
  start: timeRangeParams.start,
  end: timeRangeParams.end,
  sort: sortParam(RANK_COLUMNS, { id: 'amount', desc: true }),
});
export type RankingSearch = z.output<typeof rankingSearchSchema>;
