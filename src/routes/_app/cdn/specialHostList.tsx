import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { firstReadsLoader } from '@/api/preload-reads';
import { stripDefaults } from '@/components/list/strip-defaults';
import { dedicatedHostReads } from '@/features/hosts/list-first-reads';
import { HostListPage } from '@/features/hosts/pages/HostListPage';
import { hostListSearchSchema } from '@/features/hosts/search';

export const Route = createFileRoute('/_app/cdn/specialHostList')({
  staticData: {
    area: 'hosts',
    screen: { title: msg`Dedicated servers`, permission: { module: 'cloud' } },
  },
  validateSearch: hostListSearchSchema,
  search: stripDefaults(hostListSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: firstReadsLoader(dedicatedHostReads),
  component: function HostList() {
    const { user } = Route.useRouteContext();
    return <HostListPage user={user} kind="server" route={Route} />;
  },
});
