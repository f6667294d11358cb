import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { liveDomainReads } from '@/features/live-domains/first-reads';
import { LiveDomainsPage } from '@/features/live-domains/pages/LiveDomainsPage';
import { hasLiveDomainFilter, liveDomainSearchSchema } from '@/features/live-domains/search';

export const Route = createFileRoute('/_app/cdn/liveDomain')({
  // Inferred: the specification names the screen but not its route.
  staticData: {
    area: 'live-domains',
    screen: { title: msg`Live domains`, permission: { module: 'liveDomain' } },
  },
  validateSearch: liveDomainSearchSchema,
  search: stripDefaults(liveDomainSearchSchema),
  // Paging the whole list happens in the browser: only a search's page asks the server again.
  loaderDeps: ({ search }) => (hasLiveDomainFilter(search) ? search : { ...search, page: 1 }),
  loader: firstReadsLoader(liveDomainReads),
  component: function LiveDomain() {
    const { user } = Route.useRouteContext();
    return <LiveDomainsPage user={user} />;
  },
});
