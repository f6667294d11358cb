// Reads of the log area: the file list (with the session's account_all, 000 §3) and a file's download link.
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { logFilesInput } from '../first-reads';
import type { LogSearch } from '../search';

export const logFilesQuery = (user: SessionUser, search: LogSearch) =>
  apiQueryOptions('searchLogFiles', logFilesInput(user, search));

/** A signed link expires: it is asked for at each click, never taken from the cache. */
export const logDownloadLinkQuery = (file: { id: string; domain: string }) => ({
  ...apiQueryOptions('getLogDownloadLink', { body: { id: file.id, domain: file.domain } }),
  staleTime: 0,
  gcTime: 0,
});
