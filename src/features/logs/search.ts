// The log download screen's search params: domain, days and page live in the URL.
import { dayParam, pageParam, pageSizeParam, searchSchema, textParam, type SearchOf } from '@/lib/search-params';

export const LOG_PAGE_SIZES = [10, 20, 50] as const;

export const logSearchSchema = searchSchema({
  domain: textParam(253),
  start: dayParam,
  end: dayParam,
  page: pageParam,
  pageSize: pageSizeParam(LOG_PAGE_SIZES),
});

export type LogSearch = SearchOf<typeof logSearchSchema>;
