// The task lists' first reads (src/api/first-reads.ts): one page of the account's purge or prefetch tasks for the
// search. Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import type { SessionUser } from '@/api/session';
import { dayEnd, dayStart } from '@/lib/day-range';
import {
  prefetchTaskSearchSchema,
  purgeTaskSearchSchema,
  type PrefetchTaskSearch,
  type PurgeTaskSearch,
} from './search';

const period = (search: { start?: string; end?: string }) => ({
  ...(search.start ? { startTime: dayStart(search.start) } : {}),
  ...(search.end ? { endTime: dayEnd(search.end) } : {}),
});

/** The purge tasks' input (POST /api/refresh/query), for the loader, the early script and the page alike. */
export const purgeTasksInput = (user: Pick<SessionUser, 'account'>, search: PurgeTaskSearch) => ({
  body: {
    account: user.account,
    ...period(search),
    ...(search.url ? { url: search.url } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.type ? { type: search.type } : {}),
    pageNum: search.page,
    pageSize: search.pageSize,
  },
});

/** The prefetch tasks' input, likewise. */
export const prefetchTasksInput = (user: Pick<SessionUser, 'account'>, search: PrefetchTaskSearch) => ({
  body: {
    account: user.account,
    ...period(search),
    ...(search.url ? { url: search.url } : {}),
    ...(search.status ? { status: search.status } : {}),
    pageNum: search.page,
    pageSize: search.pageSize,
  },
});

export const purgeTasksReads = firstReads(
  purgeTaskSearchSchema,
  read('queryRefreshTasks', ({ search, user }) => purgeTasksInput(user, search)),
);

export const prefetchTasksReads = firstReads(
  prefetchTaskSearchSchema,
  read('searchPrefetchTasks', ({ search, user }) => prefetchTasksInput(user, search)),
);
