// What the traffic screens (the CDN overview, service info) share, beside the account and domain pickers they
// feed: which accounts a query covers, and the domain and provider options of those accounts (one cached answer).
import { accountPickerTree, accountsForQuery } from '@/lib/account-tree';
import { seesAllAccounts } from '@/api/permissions';
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';

/** The accounts a query covers: the picked ones the user may see, or all of them. */
export function queryAccounts(user: SessionUser, picked: readonly string[]): string[] {
  const seesAll = seesAllAccounts(user);
  return accountsForQuery(accountPickerTree(user, seesAll), picked, seesAll);
}

/** Domains and providers of the chosen accounts (the user's own account when the query covers all). */
export const trafficOptionsQuery = (accounts: readonly string[], ownAccount: string) =>
  apiQueryOptions(
    'getServiceInfoInitOptions',
    { params: { query: { account: accounts.length ? accounts.join(',') : ownAccount } } },
    { staleTime: 5 * 60_000 },
  );
