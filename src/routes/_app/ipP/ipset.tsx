import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { protectedIpReads } from '@/features/protected-ip/first-reads';
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
  loader: firstReadsLoader(protectedIpReads),
  component: function Ipset() {
    const { user } = Route.useRouteContext();
    return <IpsetPage user={user} />;
  },
});
