import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { websiteListReads } from '@/features/website-protection/first-reads';
import { WebsiteListPage } from '@/features/website-protection/pages/WebsiteListPage';
import { websiteListSearchSchema } from '@/features/website-protection/search';

export const Route = createFileRoute('/_app/dcdn/website')({
  staticData: {
    area: 'website-protection',
    screen: { title: msg`Websites`, permission: { module: 'imperva', view: 'website' } },
  },
  validateSearch: websiteListSearchSchema,
  search: stripDefaults(websiteListSearchSchema),
  loader: firstReadsLoader(websiteListReads),
  component: function Website() {
    const { user } = Route.useRouteContext();
    return <WebsiteListPage user={user} />;
  },
});
