// What the traffic screens (the CDN overview, service info) share, beside the account and domain pickers they
// feed: which accounts a query covers, and the domain and provider options of those accounts (one cached answer).
import { apiQueryOptions } from '@/api/query';

export { queryAccounts } from './query-accounts';

/** Domains and providers of the chosen accounts (the user's own account when the query covers all). */
export const trafficOptionsQuery = (accounts: readonly string[], ownAccount: string) =>
  apiQueryOptions(
    'getServiceInfoInitOptions',
    { params: { query: { account: accounts.length ? accounts.join(',') : ownAccount } } },
    { staleTime: 5 * 60_000 },
  );
