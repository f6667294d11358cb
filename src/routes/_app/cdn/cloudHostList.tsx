import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { firstReadsLoader } from '@/api/preload-reads';
import { stripDefaults } from '@/components/list/strip-defaults';
import { cloudHostReads } from '@/features/hosts/list-first-reads';
import { HostListPage } from '@/features/hosts/pages/HostListPage';
import { hostListSearchSchema } from '@/features/hosts/search';

export const Route = createFileRoute('/_app/cdn/cloudHostList')({
  staticData: {
    area: 'hosts',
    screen: { title: msg`Cloud hosts`, permission: { module: 'cloud' } },
  },
  validateSearch: hostListSearchSchema,
  search: stripDefaults(hostListSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: firstReadsLoader(cloudHostReads),
  component: function HostList() {
    const { user } = Route.useRouteContext();
    return <HostListPage user={user} kind="vps" route={Route} />;
  },
});
