// The task lists' reads, shared by their routes' loaders and pages (the task tray's are with its watch,
// push-jobs.ts, which the push forms load without the lists' day bounds). A list with a pending task asks again
// until nothing is pending; leaving the page removes its observer, which stops it.
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { prefetchTasksInput, purgeTasksInput } from '../first-reads';
import { pollWhilePending, toTaskPage } from '../rules/tasks';
import type { PrefetchTaskSearch, PurgeTaskSearch } from '../search';

/** Purge tasks, server-paged (POST /api/refresh/query answers list and total). */
export const purgeTasksQuery = (user: SessionUser, search: PurgeTaskSearch) =>
  apiQueryOptions('queryRefreshTasks', purgeTasksInput(user, search), {
    select: toTaskPage,
    refetchInterval: (query) => pollWhilePending(query.state.data && toTaskPage(query.state.data).rows),
  });

/** Prefetch tasks, server-paged. */
export const prefetchTasksQuery = (user: SessionUser, search: PrefetchTaskSearch) =>
  apiQueryOptions('searchPrefetchTasks', prefetchTasksInput(user, search), {
    refetchInterval: (query) => pollWhilePending(query.state.data?.list),
  });
