import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { domainGroupReads } from '@/features/users/first-reads';
import { SubAccountsPage } from '@/features/users/pages/SubAccountsPage';
import { domainGroupSearchSchema } from '@/features/users/search';

export const Route = createFileRoute('/_app/page/userAccount')({
  staticData: {
    area: 'users',
    screen: { title: msg`Sub-accounts`, permission: { module: 'account' } },
  },
  validateSearch: domainGroupSearchSchema,
  search: stripDefaults(domainGroupSearchSchema),
  // Started before the page renders, for a main account; a refusal is shown in the page.
  loader: firstReadsLoader(domainGroupReads),
  component: function UserAccount() {
    const { user } = Route.useRouteContext();
    return <SubAccountsPage user={user} />;
  },
});
