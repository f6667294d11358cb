// The IP dashboards' first reads (src/api/first-reads.ts): the entries of the account charted, its curves and the
// first page of its alarm history, over the period ending at the moment both scripts share
// (src/components/list/moment.ts). A file apart from the list's first-reads.ts, which the list's route imports:
// the period's code comes with the time-range pickers' file, which the list does not load. Light on purpose: the
// early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import type { SessionUser } from '@/api/session';
import { momentOf } from '@/components/list/moment';
import { alarmQuery, chartedAccount, statisticQuery } from './rules/statistics';
import { dashboardSearchSchema, type DashboardSearch } from './search';

/** The account the dashboards chart: the search's when the user may chart it, else their own. */
export const dashboardAccount = (user: Pick<SessionUser, 'account' | 'account_all'>, search: DashboardSearch) =>
  chartedAccount(user.account, user.account_all, search.account);

/** The dashboards' query of the search, for the loader, the early script and the page alike. */
export const dashboardQuery = (search: DashboardSearch, account: string) =>
  statisticQuery(search, account, momentOf(search));

/** The entries the dashboards offer for the account. */
export const statisticTargetsInput = (account: string) => ({ params: { path: { account } } });

export const dashboardReads = firstReads(
  dashboardSearchSchema,
  read('listProtectedIpStatisticTargets', ({ search, user }) => statisticTargetsInput(dashboardAccount(user, search))),
  read('getProtectedIpStatistics', ({ search, user }) => ({
    body: dashboardQuery(search, dashboardAccount(user, search)),
  })),
  // With one entry picked, the history asks by its address, which the entries' answer gives: the page asks it.
  read('pageProtectedIpAlarmRecords', ({ search, user }) =>
    search.ids.length === 1
      ? undefined
      : { body: alarmQuery(dashboardQuery(search, dashboardAccount(user, search)), search.page) },
  ),
);
