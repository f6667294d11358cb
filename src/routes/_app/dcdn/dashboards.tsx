import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { dashboardReads } from '@/features/website-protection/dashboard-first-reads';
import { DashboardsPage } from '@/features/website-protection/pages/DashboardsPage';
import { dashboardSearchSchema } from '@/features/website-protection/search';

export const Route = createFileRoute('/_app/dcdn/dashboards')({
  staticData: {
    area: 'website-protection',
    screen: { title: msg`Dashboards`, permission: { module: 'imperva', view: 'dashboards' } },
  },
  validateSearch: dashboardSearchSchema,
  search: stripDefaults(dashboardSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: firstReadsLoader(dashboardReads),
  component: function Dashboards() {
    const { user } = Route.useRouteContext();
    return <DashboardsPage user={user} />;
  },
});
