// The task lists' reads, shared by their routes' loaders and pages (the task tray's are with its watch,
// push-jobs.ts, which the push forms load without the lists' day bounds). A list with a pending task asks again
// until nothing is pending; leaving the page removes its observer, which stops it.
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { dayEnd, dayStart } from '@/lib/day-range';
import { pollWhilePending, toTaskPage } from '../rules/tasks';
import type { PrefetchTaskSearch, PurgeTaskSearch } from '../search';

const period = (search: { start?: string; end?: string }) => ({
  ...(search.start ? { startTime: dayStart(search.start) } : {}),
  ...(search.end ? { endTime: dayEnd(search.end) } : {}),
});

/** Purge tasks, server-paged (POST /api/refresh/query answers list and total). */
export const purgeTasksQuery = (user: SessionUser, search: PurgeTaskSearch) =>
  apiQueryOptions(
    'queryRefreshTasks',
    {
      body: {
        account: user.account,
        ...period(search),
        ...(search.url ? { url: search.url } : {}),
        ...(search.status ? { status: search.status } : {}),
        ...(search.type ? { type: search.type } : {}),
        pageNum: search.page,
        pageSize: search.pageSize,
      },
    },
    {
      select: toTaskPage,
      refetchInterval: (query) => pollWhilePending(query.state.data && toTaskPage(query.state.data).rows),
    },
  );

/** Prefetch tasks, server-paged. */
export const prefetchTasksQuery = (user: SessionUser, search: PrefetchTaskSearch) =>
  apiQueryOptions(
    'searchPrefetchTasks',
    {
      body: {
        account: user.account,
        ...period(search),
        ...(search.url ? { url: search.url } : {}),
        ...(search.status ? { status: search.status } : {}),
        pageNum: search.page,
        pageSize: search.pageSize,
      },
    },
    { refetchInterval: (query) => pollWhilePending(query.state.data?.list) },
  );
