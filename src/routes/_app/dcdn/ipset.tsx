import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { ipsetReads } from '@/features/website-protection/first-reads';
import { IpsetPage } from '@/features/website-protection/pages/IpsetPage';
import { ipsetSearchSchema } from '@/features/website-protection/search';

// The `ip` view of website protection. The specification gives it no call of its own; what it shows is
// inferred: the origin addresses behind the protected websites (from the website list).
export const Route = createFileRoute('/_app/dcdn/ipset')({
  staticData: {
    area: 'website-protection',
    screen: { title: msg`IP sets`, permission: { module: 'imperva', view: 'ip' } },
  },
  validateSearch: ipsetSearchSchema,
  search: stripDefaults(ipsetSearchSchema),
  loader: firstReadsLoader(ipsetReads),
  component: IpsetPage,
});
