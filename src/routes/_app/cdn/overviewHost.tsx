import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { hostOverviewReads } from '@/features/hosts/first-reads';
import { HostOverviewPage } from '@/features/hosts/pages/HostOverviewPage';
import { hostOverviewSearchSchema } from '@/features/hosts/search';

export const Route = createFileRoute('/_app/cdn/overviewHost')({
  staticData: {
    area: 'hosts',
    screen: { title: msg`Host overview`, permission: { module: 'cloud' } },
  },
  validateSearch: hostOverviewSearchSchema,
  search: stripDefaults(hostOverviewSearchSchema),
  loaderDeps: ({ search: { q } }) => ({ q }),
  // The figures and the lists start together; a failed one shows its failure in its place (QueryFrame).
  loader: firstReadsLoader(hostOverviewReads),
  component: function OverviewHost() {
    const { user } = Route.useRouteContext();
    return <HostOverviewPage user={user} />;
  },
});
