// The service info's first read (src/api/first-reads.ts): the traffic of the chosen filters, encrypted on the
// way, for the accounts the user may see, over the period ending at the moment both scripts share
// (src/components/list/moment.ts). Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { serviceInfoQuery } from '@/api/service-info-query';
import { queryAccounts } from '@/components/pickers/query-accounts';
import { momentOf } from '@/components/list/moment';
import { serviceInfoSearchSchema } from './search';

export const serviceInfoReads = firstReads(
  serviceInfoSearchSchema,
  read('getServiceInfoTraffic', ({ search, user }) => ({
    body: serviceInfoQuery(search, queryAccounts(user, search.accounts), momentOf(search)),
  })),
);
