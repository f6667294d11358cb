// The log download's first read (src/api/first-reads.ts): one page of the files of the session's accounts
// (account_all, 000 §3) for the search. Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import type { SessionUser } from '@/api/session';
import { dayEnd, dayStart } from '@/lib/day-range';
import { logSearchSchema, type LogSearch } from './search';

/** The file list's input, for the loader, the early script and the page alike. */
export const logFilesInput = (user: Pick<SessionUser, 'account_all'>, search: LogSearch) => ({
  body: {
    accountAll: user.account_all,
    ...(search.domain ? { domain: search.domain } : {}),
    ...(search.start ? { startTime: dayStart(search.start) } : {}),
    ...(search.end ? { endTime: dayEnd(search.end) } : {}),
    pageNum: search.page,
    pageSize: search.pageSize,
  },
});

export const logFilesReads = firstReads(
  logSearchSchema,
  read('searchLogFiles', ({ search, user }) => logFilesInput(user, search)),
);
