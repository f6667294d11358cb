// The search params of the three analysis screens (online, by period, offline on the /offline calls): the
// shown view, domains, the time range, the offline region and ISP filters, the region scope and the
// request ↔ traffic toggle. All of it lives in the URL, so a view can be shared and reloaded; switching the
// toggle or the view keeps every filter.
import * as z from 'zod/mini';
import { listParam, textParam, timeRangeParams } from '../../lib/search-params';
import { LOG_VIEWS } from './rules/log-views';

export const ANALYSIS_VIEWS = ['count', 'urlTop', 'hitRate', 'statusCode', 'agent', 'source', 'ip', 'users'] as const;
export type AnalysisView = (typeof ANALYSIS_VIEWS)[number];

/** Offline defaults (001 §3): range 'cn', byType 'request'. */
export const REGION_SCOPES = ['cn', 'all'] as const;
export const BY_TYPES = ['request', 'flow'] as const;
export type ByType = (typeof BY_TYPES)[number];

export const analysisSearchSchema = z.object({
  view: z.catch(z._default(z.enum(ANALYSIS_VIEWS), 'count'), 'count'),
  domains: listParam,
  ...timeRangeParams,
  continent: textParam(40),
  country: textParam(40),
  province: textParam(40),
  isp: textParam(40),
  scope: z.catch(z._default(z.enum(REGION_SCOPES), 'cn'), 'cn'),
  byType: z.catch(z._default(z.enum(BY_TYPES), 'request'), 'request'),
});

export type AnalysisSearch = z.output<typeof analysisSearchSchema>;

/** The log analysis screen: the shown view (absent: the first the user holds), domains, providers and the range. */
export const logAnalysisSearchSchema = z.object({
  view: z.catch(z.optional(z.enum(LOG_VIEWS)), undefined),
  domains: listParam,
  providers: listParam,
  ...timeRangeParams,
});

export type LogAnalysisSearch = z.output<typeof logAnalysisSearchSchema>;
