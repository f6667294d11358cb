// Reads of the overview: the traffic of the chosen period and of the period before (for comparison), and
// the domains the domain picker offers. Shared by the route's loader and the page.
import { apiQueryOptions } from '../../../api/query';
import { seesAllAccounts } from '../../../api/permissions';
import type { SessionUser } from '../../../api/session';
import { accountPickerTree, accountsForQuery } from '../../../lib/account-tree';
import { overviewQueries, type TrafficQuery } from '../rules/overview-query';
import type { OverviewSearch } from '../search';

/** The accounts a query covers: the picked ones the user may see, or all of them. */
export function queryAccounts(user: SessionUser, picked: readonly string[]): string[] {
  const seesAll = seesAllAccounts(user);
  return accountsForQuery(accountPickerTree(user, seesAll), picked, seesAll);
}

export const overviewQueriesFor = (user: SessionUser, search: OverviewSearch, now: Date) =>
  overviewQueries(search, queryAccounts(user, search.accounts), now);

export const trafficQuery = (query: TrafficQuery) => apiQueryOptions('getOverviewTraffic', { body: query });

export const previousTrafficQuery = (query: TrafficQuery) => apiQueryOptions('getSequentialTraffic', { body: query });

/** The domains of the chosen accounts (the user's own account when the query covers all). */
export const domainOptionsQuery = (accounts: readonly string[], ownAccount: string) =>
  apiQueryOptions(
    'getServiceInfoInitOptions',
    { params: { query: { account: accounts.length ? accounts.join(',') : ownAccount } } },
    { select: (options) => options.domain, staleTime: 5 * 60_000 },
  );
