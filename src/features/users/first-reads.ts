// The account centre's first reads (src/api/first-reads.ts): the users (a search when a name is searched, else the
// account's list) and, for a main account only, the customer's domain groups. Light on purpose: the early script
// bundles it.
import { firstReads, read } from '@/api/first-reads';
import { isMainAccount } from './rules/main-account';
import { domainGroupSearchSchema, userListSearchSchema, type UserListSearch } from './search';

/** The users screen reads by the name searched alone (its loaderDeps): the page changes nothing. */
type UsersDeps = Pick<UserListSearch, 'name'>;

/** The users' search input, for the loader, the early script and the page alike. */
export const selfUsersInput = (account: string, username: string) => ({ body: { account, username } });

export const userListReads = firstReads<UserListSearch, UsersDeps>(
  userListSearchSchema,
  read('searchSelfUsers', ({ search, user }) => (search.name ? selfUsersInput(user.account, search.name) : undefined)),
  read('listSelfUsers', ({ search }) => (search.name ? undefined : {})),
);

export const domainGroupReads = firstReads(
  domainGroupSearchSchema,
  read('listDomainGroups', ({ user }) =>
    isMainAccount(user) ? { params: { query: { customer: user.account } } } : undefined,
  ),
);
