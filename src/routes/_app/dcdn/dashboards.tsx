import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { statisticsQuery, websitesQuery } from '@/features/website-protection/api/website-queries';
import { DashboardsPage } from '@/features/website-protection/pages/DashboardsPage';
import { statisticQuery } from '@/features/website-protection/rules/dashboard-series';
import { dashboardSearchSchema } from '@/features/website-protection/search';
import { momentOf } from '@/components/list/moment';

export const Route = createFileRoute('/_app/dcdn/dashboards')({
  staticData: {
    area: 'website-protection',
    screen: { title: msg`Dashboards`, permission: { module: 'imperva', view: 'dashboards' } },
  },
  validateSearch: dashboardSearchSchema,
  search: stripDefaults(dashboardSearchSchema),
  loaderDeps: ({ search }) => search,
  // The site menu and the curves start loading before the page renders; a failure shows in the page.
  loader: ({ context: { queryClient, user }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(websitesQuery()),
      queryClient.prefetchQuery(statisticsQuery(statisticQuery(deps, user.account, momentOf(deps)))),
    ]),
  component: function Dashboards() {
    const { user } = Route.useRouteContext();
    return <DashboardsPage user={user} />;
  },
});
