import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { entryListQuery } from '@/features/protected-ip/api/protected-ip-queries';
import { IpsetPage } from '@/features/protected-ip/pages/IpsetPage';
import { ipsetSearchSchema } from '@/features/protected-ip/search';

export const Route = createFileRoute('/_app/ipP/ipset')({
  staticData: {
    area: 'protected-ip',
    screen: { title: msg`IP protection`, permission: { module: 'ipP', view: 'ipP' } },
  },
  validateSearch: ipsetSearchSchema,
  search: stripDefaults(ipsetSearchSchema),
  // The filters apply in the browser: the list is loaded once whatever they are.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(entryListQuery()),
  component: function Ipset() {
    const { user } = Route.useRouteContext();
    return <IpsetPage user={user} />;
  },
});
