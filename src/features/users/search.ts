// The user list's search params: the name searched for and the page live in the URL.
import { pageParam, searchSchema, textParam, type SearchOf } from '@/lib/search-params';

export const userListSearchSchema = searchSchema({ name: textParam(50), page: pageParam });
export type UserListSearch = SearchOf<typeof userListSearchSchema>;

export const domainGroupSearchSchema = searchSchema({ name: textParam(50), page: pageParam });
export type DomainGroupSearch = SearchOf<typeof domainGroupSearchSchema>;
