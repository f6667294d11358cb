import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { overviewQueriesFor, previousTrafficQuery, trafficQuery } from '@/features/overview/api/overview-queries';
import { OverviewPage } from '@/features/overview/pages/OverviewPage';
import { overviewSearchSchema } from '@/features/overview/search';
import { momentOf } from '@/components/list/moment';
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
  loader: ({ context: { queryClient, user }, deps }) => {
    const queries = overviewQueriesFor(user, deps, momentOf(deps));
    return Promise.all([
      queryClient.prefetchQuery(trafficQuery(queries.current)),
      queryClient.prefetchQuery(previousTrafficQuery(queries.previous)),
      // The charts' code after the reads, evaluated while they are under way (src/components/lazy-time-series-chart.tsx).
      // Should it fail to load, the page's charts ask for it again and show the failure where they are.
      loadTimeSeriesChart().catch(() => undefined),
    ]);
  },
  component: function NewOverview() {
    const { user } = Route.useRouteContext();
    return <OverviewPage user={user} />;
  },
});
