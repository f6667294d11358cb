// The user list's search params: the name searched for and the page live in the URL.
import * as z from 'zod/mini';
import { pageParam, textParam } from '../../lib/search-params';

export const userListSearchSchema = z.object({ name: textParam(50), page: pageParam });
export type UserListSearch = z.output<typeof userListSearchSchema>;

export const domainGroupSearchSchema = z.object({ name: textParam(50), page: pageParam });
export type DomainGroupSearch = z.output<typeof domainGroupSearchSchema>;
