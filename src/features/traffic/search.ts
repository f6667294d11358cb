// The traffic screens' search params, from the shared param schemas: every filter a user chose lives in the
// URL, so a reload or a shared link shows the same view; an invalid value falls back to its default.
import {
  listParam,
  oneOf,
  searchSchema,
  sortParam,
  textParam,
  timeRangeParams,
  type SearchOf,
} from '@/lib/search-params';
import { TIME_RANGE_PRESETS } from '@/lib/time-range-values';

/** The business types of 002 §3.2, 'all' first (the default). */
export const BUSINESS_TYPES = ['all', 'download', 'vod', 'static', 'live', 'live_push', 'live_pull'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Service info: business type, accounts, domains, providers and the time range with its granularity. */
export const serviceInfoSearchSchema = searchSchema({
  type: oneOf(BUSINESS_TYPES, 'all'),
  accounts: listParam,
  domains: listParam,
  providers: listParam,
  ...timeRangeParams,
});
export type ServiceInfoSearch = SearchOf<typeof serviceInfoSearchSchema>;

/** The periods the lines screen offers: a week of 5-minute samples at most (the chart has no granularity). */
export const LINE_PRESETS = ['today', 'yesterday', 'last7Days', 'custom'] as const;

/** Lines: the watched line (the account's default line when absent), the period, and the area list's filter. */
export const linesSearchSchema = searchSchema({
  line: textParam(64),
  range: oneOf(LINE_PRESETS, 'today'),
  start: timeRangeParams.start,
  end: timeRangeParams.end,
  area: textParam(100),
});
export type LinesSearch = SearchOf<typeof linesSearchSchema>;

/** Ranked columns of the usage ranking. */
export const RANK_COLUMNS = ['custom', 'ratio', 'amount'] as const;
export type RankColumn = (typeof RANK_COLUMNS)[number];

/** Usage ranking: the period (the last 30 days unless chosen) and the table's sort (largest usage first). */
export const rankingSearchSchema = searchSchema({
  range: oneOf(TIME_RANGE_PRESETS, 'last30Days'),
  start: timeRangeParams.start,
  end: timeRangeParams.end,
  sort: sortParam(RANK_COLUMNS, { id: 'amount', desc: true }),
});
export type RankingSearch = SearchOf<typeof rankingSearchSchema>;
