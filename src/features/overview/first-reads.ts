// The overview's first reads (src/api/first-reads.ts): the traffic of the chosen period and of the period before,
// both encrypted on the way, for the accounts the user may see. The period ends at the moment both scripts share
// (src/components/list/moment.ts). Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { queryAccounts } from '@/components/pickers/query-accounts';
import { momentOf } from '@/components/list/moment';
import { overviewQueries } from './rules/overview-query';
import { overviewSearchSchema, type OverviewSearch } from './search';

const queries = ({ search, user }: { search: OverviewSearch; user: Parameters<typeof queryAccounts>[0] }) =>
  overviewQueries(search, queryAccounts(user, search.accounts), momentOf(search));

export const overviewReads = firstReads(
  overviewSearchSchema,
  read('getOverviewTraffic', (address) => ({ body: queries(address).current })),
  read('getSequentialTraffic', (address) => ({ body: queries(address).previous })),
);
