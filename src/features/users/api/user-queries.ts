// Reads of the account centre: the users (a search when a name is typed, else the account's list) and the
// customer's domain groups. Shared by the routes' loaders and the pages.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { callApi } from '@/api/call';
import { apiQueryOptions, operationKey } from '@/api/query';
import { selfUsersInput } from '../first-reads';
import type { SelfUser } from '../types';

/** The users of the account; both calls answer the same (decrypted) records, newest first. */
export function usersQuery(account: string, username: string | undefined) {
  // One options type for both calls, so the loader, the page and the list-following writes treat them alike.
  if (username) {
    const input = selfUsersInput(account, username);
    return queryOptions({
      queryKey: operationKey('searchSelfUsers', input) as QueryKey,
      queryFn: ({ signal }): Promise<SelfUser[]> => callApi('searchSelfUsers', input, signal),
    });
  }
  return queryOptions({
    queryKey: operationKey('listSelfUsers', {}) as QueryKey,
    queryFn: ({ signal }): Promise<SelfUser[]> => callApi('listSelfUsers', {}, signal),
  });
}

export const domainGroupsQuery = (customer: string) =>
  apiQueryOptions('listDomainGroups', { params: { query: { customer } } });
