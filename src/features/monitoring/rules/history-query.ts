// The bodies of the history and record searches. The specification gives the paging (pageNum from 1) but no
// default period: like the alert consoles of the big clouds, a search without days covers the last 7 days,
// today included (inferred).
import { dayEnd, dayStart, today } from '@/lib/day-range';
import { addProviderDays } from '@/lib/provider-time.js';
import type { AlertHistorySearch } from '../search';

export const DEFAULT_HISTORY_DAYS = 7;

export interface HistoryRequest {
  pageNum: number;
  pageSize: number;
  account: string;
  ruleName?: string;
  domain?: string;
  startTime: string;
  endTime: string;
}

export interface RecordRequest {
  account: string;
  startTime: string;
  endTime: string;
}

/** The searched days: the chosen ones, or the last 7 days ending today. */
export function historyPeriod(search: Pick<AlertHistorySearch, 'start' | 'end'>, now: Date) {
  const end = search.end ?? today(now);
  const first = addProviderDays(now, -(DEFAULT_HISTORY_DAYS - 1));
  const start = search.start ?? (search.end && search.end < today(first) ? search.end : today(first));
  return { startTime: dayStart(start), endTime: dayEnd(end) };
}

export function historyRequest(search: AlertHistorySearch, account: string, now: Date): HistoryRequest {
  return {
    pageNum: search.page,
    pageSize: search.pageSize,
    account,
    ...(search.ruleName ? { ruleName: search.ruleName } : {}),
    ...(search.domain ? { domain: search.domain } : {}),
    ...historyPeriod(search, now),
  };
}

export const recordRequest = (search: AlertHistorySearch, account: string, now: Date): RecordRequest => ({
  account,
  ...historyPeriod(search, now),
});
