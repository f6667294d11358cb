import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { hostListQuery } from '@/features/hosts/api/host-queries';
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
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(hostListQuery(user, 'server', deps)),
  component: function HostList() {
    const { user } = Route.useRouteContext();
    return <HostListPage user={user} kind="server" route={Route} />;
  },
});
