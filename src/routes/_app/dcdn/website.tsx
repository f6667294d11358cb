import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { websitesQuery } from '@/features/website-protection/api/website-queries';
import { WebsiteListPage } from '@/features/website-protection/pages/WebsiteListPage';
import { websiteListSearchSchema } from '@/features/website-protection/search';

export const Route = createFileRoute('/_app/dcdn/website')({
  staticData: {
    area: 'website-protection',
    screen: { title: msg`Websites`, permission: { module: 'imperva', view: 'website' } },
  },
  validateSearch: websiteListSearchSchema,
  search: stripDefaults(websiteListSearchSchema),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(websitesQuery()),
  component: function Website() {
    const { user } = Route.useRouteContext();
    return <WebsiteListPage user={user} />;
  },
});
