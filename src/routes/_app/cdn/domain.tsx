import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { domainListReads } from '@/features/domains/first-reads';
import { DomainListPage } from '@/features/domains/pages/DomainListPage';
import { domainListSearchSchema } from '@/features/domains/search';

export const Route = createFileRoute('/_app/cdn/domain')({
  staticData: {
    area: 'domains',
    screen: { title: msg`Domains`, permission: { module: 'domain' } },
  },
  validateSearch: domainListSearchSchema,
  search: stripDefaults(domainListSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: firstReadsLoader(domainListReads),
  component: function Domain() {
    const { user } = Route.useRouteContext();
    return <DomainListPage user={user} />;
  },
});
