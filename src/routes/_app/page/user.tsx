import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { userListReads } from '@/features/users/first-reads';
import { UsersPage } from '@/features/users/pages/UsersPage';
import { userListSearchSchema } from '@/features/users/search';

export const Route = createFileRoute('/_app/page/user')({
  staticData: {
    area: 'users',
    screen: { title: msg`Users`, permission: { module: 'user' } },
  },
  validateSearch: userListSearchSchema,
  search: stripDefaults(userListSearchSchema),
  loaderDeps: ({ search: { name } }) => ({ name }),
  loader: firstReadsLoader(userListReads),
  component: function User() {
    const { user, screens } = Route.useRouteContext();
    return <UsersPage user={user} screens={screens} />;
  },
});
