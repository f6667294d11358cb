// The search params of the three analysis screens (online, by period, offline on the /offline calls): the
// shown view, domains, the time range, the offline region and ISP filters, the region scope and the
// request ↔ traffic toggle. All of it lives in the URL, so a view can be shared and reloaded; switching the
// toggle or the view keeps every filter.
import { listParam, oneOf, searchSchema, textParam, timeRangeParams, type SearchOf } from '@/lib/search-params';

export const ANALYSIS_VIEWS = ['count', 'urlTop', 'hitRate', 'statusCode', 'agent', 'source', 'ip', 'users'] as const;
export type AnalysisView = (typeof ANALYSIS_VIEWS)[number];

/** Offline defaults (001 §3): range 'cn', byType 'request'. */
export const REGION_SCOPES = ['cn', 'all'] as const;
export const BY_TYPES = ['request', 'flow'] as const;
export type ByType = (typeof BY_TYPES)[number];

export const analysisSearchSchema = searchSchema({
  view: oneOf(ANALYSIS_VIEWS, 'count'),
  domains: listParam,
  ...timeRangeParams,
  continent: textParam(40),
  country: textParam(40),
  province: textParam(40),
  isp: textParam(40),
  /** Offline only: provider codes; all when empty (001 §2). */
  providers: listParam,
  scope: oneOf(REGION_SCOPES, 'cn'),
  byType: oneOf(BY_TYPES, 'request'),
});

export type AnalysisSearch = SearchOf<typeof analysisSearchSchema>;

/** The log-analysis views, in the specification's order (rules/log-views.ts says which the user holds). */
export const LOG_VIEWS = ['top', 'hit', 'client', 'source', 'status', 'ip', 'distribution'] as const;
export type LogView = (typeof LOG_VIEWS)[number];

/** The log analysis screen: the shown view (absent: the first the user holds), domains, providers and the range. */
export const logAnalysisSearchSchema = searchSchema({
  view: oneOf(LOG_VIEWS),
  domains: listParam,
  providers: listParam,
  ...timeRangeParams,
});

export type LogAnalysisSearch = SearchOf<typeof logAnalysisSearchSchema>;
