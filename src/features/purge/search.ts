// The task screens' search params, from the shared param schemas: days, URL, status and page live in the URL,
// so a task list can be shared, reloaded, and opened from the task tray already filtered.
import * as z from 'zod/mini';
import { dayParam, pageParam, pageSizeParam, textParam } from '../../lib/search-params';
import { PREFETCH_STATUSES, PURGE_STATUSES } from './rules/tasks';

export const TASK_PAGE_SIZES = [10, 20, 50, 100] as const;

const taskSearch = {
  start: dayParam,
  end: dayParam,
  url: textParam(500),
  page: pageParam,
  pageSize: pageSizeParam(TASK_PAGE_SIZES),
};

export const purgeTaskSearchSchema = z.object({
  ...taskSearch,
  status: z.catch(z.optional(z.enum(PURGE_STATUSES)), undefined),
  type: z.catch(z.optional(z.enum(['url', 'dir'])), undefined),
});

export const prefetchTaskSearchSchema = z.object({
  ...taskSearch,
  status: z.catch(z.optional(z.enum(PREFETCH_STATUSES)), undefined),
});

export type PurgeTaskSearch = z.output<typeof purgeTaskSearchSchema>;
export type PrefetchTaskSearch = z.output<typeof prefetchTaskSearchSchema>;
