// The website dashboards' first reads (src/api/first-reads.ts): the websites of the site menu, and the curves of
// the sites in the search for the user's account, over the period ending at the moment both scripts share
// (src/components/list/moment.ts). A file apart from first-reads.ts, which the lists' routes import: the period's
// code comes with the time-range pickers' file, which the lists do not load. Light on purpose: the early script
// bundles it.
import { firstReads, read } from '@/api/first-reads';
import { momentOf } from '@/components/list/moment';
import { statisticQuery } from './rules/dashboard-series';
import { dashboardSearchSchema } from './search';

export const dashboardReads = firstReads(
  dashboardSearchSchema,
  read('listWebsites', () => ({})),
  read('getWebsiteStatistics', ({ search, user }) => ({
    body: statisticQuery(search, user.account, momentOf(search)),
  })),
);
