import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { dashboardReads } from '@/features/protected-ip/dashboard-first-reads';
import { DashboardsPage } from '@/features/protected-ip/pages/DashboardsPage';
import { dashboardSearchSchema } from '@/features/protected-ip/search';

export const Route = createFileRoute('/_app/ipP/dashboards')({
  staticData: {
    area: 'protected-ip',
    screen: { title: msg`IP dashboards`, permission: { module: 'ipP', view: 'dashboards' } },
  },
  validateSearch: dashboardSearchSchema,
  search: stripDefaults(dashboardSearchSchema),
  loaderDeps: ({ search }) => search,
  // The selector, the curves and the alarm history start loading before the page renders; a failure shows in
  // the page.
  loader: firstReadsLoader(dashboardReads),
  component: function Dashboards() {
    const { user } = Route.useRouteContext();
    return <DashboardsPage user={user} />;
  },
});
