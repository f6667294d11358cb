import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { serviceInfoReads } from '@/features/traffic/first-reads';
import { ServiceInfoPage } from '@/features/traffic/pages/ServiceInfoPage';
import { serviceInfoSearchSchema } from '@/features/traffic/search';
import { loadTimeSeriesChart } from '@/components/lazy-time-series-chart';

export const Route = createFileRoute('/_app/cdn/newserviceinfo')({
  staticData: {
    area: 'traffic',
    screen: { title: msg`Service info`, permission: { module: 'serviceinfo' } },
  },
  validateSearch: serviceInfoSearchSchema,
  search: stripDefaults(serviceInfoSearchSchema),
  loaderDeps: ({ search }) => search,
  // The traffic starts loading before the page renders; a failure is shown in the page, not as a route error.
  loader: (context) =>
    Promise.all([
      firstReadsLoader(serviceInfoReads)(context),
      // The charts' code after the read, evaluated while it is under way (src/components/lazy-time-series-chart.tsx).
      loadTimeSeriesChart().catch(() => undefined),
    ]),
  component: function NewServiceInfo() {
    const { user } = Route.useRouteContext();
    return <ServiceInfoPage user={user} />;
  },
});
