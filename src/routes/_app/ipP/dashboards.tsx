import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { statisticsQuery, statisticTargetsQuery } from '@/features/protected-ip/api/protected-ip-queries';
import { DashboardsPage } from '@/features/protected-ip/pages/DashboardsPage';
import { chartedAccount, statisticQuery } from '@/features/protected-ip/rules/statistics';
import { dashboardSearchSchema } from '@/features/protected-ip/search';
import { momentOf } from '@/components/list/moment';

export const Route = createFileRoute('/_app/ipP/dashboards')({
  staticData: {
    area: 'protected-ip',
    screen: { title: msg`IP dashboards`, permission: { module: 'ipP', view: 'dashboards' } },
  },
  validateSearch: dashboardSearchSchema,
  search: stripDefaults(dashboardSearchSchema),
  loaderDeps: ({ search }) => search,
  // The selector and the curves start loading before the page renders; a failure shows in the page.
  loader: ({ context: { queryClient, user }, deps }) => {
    const account = chartedAccount(user.account, user.account_all, deps.account);
    return Promise.all([
      queryClient.prefetchQuery(statisticTargetsQuery(account)),
      queryClient.prefetchQuery(statisticsQuery(statisticQuery(deps, account, momentOf(deps)))),
    ]);
  },
  component: function Dashboards() {
    const { user } = Route.useRouteContext();
    return <DashboardsPage user={user} />;
  },
});
