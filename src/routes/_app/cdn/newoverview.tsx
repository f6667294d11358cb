import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { overviewReads } from '@/features/overview/first-reads';
import { OverviewPage } from '@/features/overview/pages/OverviewPage';
import { overviewSearchSchema } from '@/features/overview/search';
import { loadTimeSeriesChart } from '@/components/lazy-time-series-chart';

export const Route = createFileRoute('/_app/cdn/newoverview')({
  staticData: {
    area: 'overview',
    screen: { title: msg`Overview`, permission: { module: 'overview' } },
  },
  validateSearch: overviewSearchSchema,
  search: stripDefaults(overviewSearchSchema),
  loaderDeps: ({ search }) => search,
  // Both periods start loading before the page renders; a failure is shown in the page, not as a route error.
  loader: (context) =>
    Promise.all([
      firstReadsLoader(overviewReads)(context),
      // The charts' code after the reads, evaluated while they are under way (src/components/lazy-time-series-chart.tsx).
      // Should it fail to load, the page's charts ask for it again and show the failure where they are.
      loadTimeSeriesChart().catch(() => undefined),
    ]),
  component: function NewOverview() {
    const { user } = Route.useRouteContext();
    return <OverviewPage user={user} />;
  },
});
