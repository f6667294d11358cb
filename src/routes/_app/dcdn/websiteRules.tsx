import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { firstReadsLoader } from '@/api/preload-reads';
import { websiteRulesReads } from '@/features/website-protection/first-reads';
import { WebsiteRulesPage } from '@/features/website-protection/pages/WebsiteRulesPage';
import { websiteRulesSearchSchema } from '@/features/website-protection/search';

// A child screen of /dcdn/website (the specification gives the policy and rule screens no route: inferred).
export const Route = createFileRoute('/_app/dcdn/websiteRules')({
  staticData: {
    area: 'website-protection',
    screen: { title: msg`Policies and rules`, permission: { module: 'imperva', view: 'website' }, inMenu: false },
  },
  validateSearch: websiteRulesSearchSchema,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: firstReadsLoader(websiteRulesReads),
  component: function WebsiteRules() {
    const { user } = Route.useRouteContext();
    return <WebsiteRulesPage user={user} />;
  },
});
