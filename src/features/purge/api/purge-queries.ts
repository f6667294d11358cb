// Reads of the purge and prefetch area, shared by the routes' loaders, the pages and the task tray. A list
// with a pending task asks again until nothing is pending; leaving the page removes its observer, which stops it.
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

/** The tasks of one purge push (POST /refreshpage/purge/query answers records and total): the tray's watch. */
export const purgePushTasksQuery = (account: string, taskIds: string[]) =>
  apiQueryOptions('queryPurgeTasks', { body: { account, taskIds, current: 1, size: taskIds.length } });

/** Prefetch tasks, server-paged. */
export const prefetchTasksQuery = (user: SessionUser, search: PrefetchTaskSearch) =>
  apiQueryOptions('searchPrefetchTasks', prefetchTasksInput(user, search), {
    refetchInterval: (query) => pollWhilePending(query.state.data?.list),
  });

/** The state of the tasks of one prefetch push: the tray's watch. */
export const prefetchStatusQuery = (taskIds: string[]) => apiQueryOptions('getPrefetchStatus', { body: { taskIds } });
