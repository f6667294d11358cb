// The monitoring screens' search params, from the shared param schemas: what a user chose lives in the URL
// (shareable, survives a reload); an invalid value falls back to its default.
import * as z from 'zod/mini';
import { dayParam, pageParam, pageSizeParam, textParam } from '../../lib/search-params';

export const alertContactSearchSchema = z.object({
  /** Filters the contacts by name, phone or email (in the browser: the list comes whole). */
  name: textParam(50),
  page: pageParam,
});

export const alertRulesSearchSchema = z.object({
  /** Fuzzy search on the rule name, sent to the server. */
  name: textParam(50),
  page: pageParam,
});

export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;

export const alertHistorySearchSchema = z.object({
  tab: z.catch(z._default(z.enum(['notifications', 'alarms']), 'notifications'), 'notifications'),
  ruleName: textParam(50),
  domain: textParam(100),
  start: dayParam,
  end: dayParam,
  page: pageParam,
  pageSize: pageSizeParam(HISTORY_PAGE_SIZES),
});

export type AlertContactSearch = z.output<typeof alertContactSearchSchema>;
export type AlertRulesSearch = z.output<typeof alertRulesSearchSchema>;
export type AlertHistorySearch = z.output<typeof alertHistorySearchSchema>;
