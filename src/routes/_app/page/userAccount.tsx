import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { domainGroupsQuery } from '@/features/users/api/user-queries';
import { SubAccountsPage } from '@/features/users/pages/SubAccountsPage';
import { isMainAccount } from '@/features/users/rules/main-account';
import { domainGroupSearchSchema } from '@/features/users/search';

export const Route = createFileRoute('/_app/page/userAccount')({
  staticData: {
    area: 'users',
    screen: { title: msg`Sub-accounts`, permission: { module: 'account' } },
  },
  validateSearch: domainGroupSearchSchema,
  search: stripDefaults(domainGroupSearchSchema),
  // Started before the page renders; a refusal is shown in the page.
  loader: ({ context: { queryClient, user } }) =>
    isMainAccount(user) ? queryClient.prefetchQuery(domainGroupsQuery(user.account)) : undefined,
  component: function UserAccount() {
    const { user } = Route.useRouteContext();
    return <SubAccountsPage user={user} />;
  },
});
