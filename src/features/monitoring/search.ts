// The monitoring screens' search params, from the shared param schemas: what a user chose lives in the URL
// (shareable, survives a reload); an invalid value falls back to its default.
import { dayParam, oneOf, pageParam, pageSizeParam, searchSchema, textParam, type SearchOf } from '@/lib/search-params';

export const alertContactSearchSchema = searchSchema({
  /** Filters the contacts by name, phone or email (in the browser: the list comes whole). */
  name: textParam(50),
  page: pageParam,
});

export const alertRulesSearchSchema = searchSchema({
  /** Fuzzy search on the rule name, sent to the server. */
  name: textParam(50),
  page: pageParam,
});

export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;

export const alertHistorySearchSchema = searchSchema({
  tab: oneOf(['notifications', 'alarms'], 'notifications'),
  ruleName: textParam(50),
  domain: textParam(100),
  start: dayParam,
  end: dayParam,
  page: pageParam,
  pageSize: pageSizeParam(HISTORY_PAGE_SIZES),
});

export type AlertContactSearch = SearchOf<typeof alertContactSearchSchema>;
export type AlertRulesSearch = SearchOf<typeof alertRulesSearchSchema>;
export type AlertHistorySearch = SearchOf<typeof alertHistorySearchSchema>;
