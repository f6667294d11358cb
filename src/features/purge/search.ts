// The task screens' search params, from the shared param schemas: days, URL, status and page live in the URL,
// so a task list can be shared, reloaded, and opened from the task tray already filtered.
import { dayParam, oneOf, pageParam, pageSizeParam, searchSchema, textParam, type SearchOf } from '@/lib/search-params';

/** Purge task statuses in the order the filter offers them (002 §4). */
export const PURGE_STATUSES = ['success', 'processing', 'waiting', 'verified', 'failed', 'other'] as const;
/** Prefetch statuses (not shown in the specification; the contract's choice). */
export const PREFETCH_STATUSES = ['success', 'processing', 'waiting', 'failed'] as const;

export const TASK_PAGE_SIZES = [10, 20, 50, 100] as const;

const taskSearch = {
  start: dayParam,
  end: dayParam,
  url: textParam(500),
  page: pageParam,
  pageSize: pageSizeParam(TASK_PAGE_SIZES),
};

export const purgeTaskSearchSchema = searchSchema({
  ...taskSearch,
  status: oneOf(PURGE_STATUSES),
  type: oneOf(['url', 'dir']),
});

export const prefetchTaskSearchSchema = searchSchema({
  ...taskSearch,
  status: oneOf(PREFETCH_STATUSES),
});

export type PurgeTaskSearch = SearchOf<typeof purgeTaskSearchSchema>;
export type PrefetchTaskSearch = SearchOf<typeof prefetchTaskSearchSchema>;
