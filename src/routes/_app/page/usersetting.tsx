import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '@/features/users/pages/MyAccountPage';

export const Route = createFileRoute('/_app/page/usersetting')({
  staticData: {
    area: 'users',
    screen: { title: msg`My account`, permission: { module: 'person' } },
  },
  component: function UserSetting() {
    const { user } = Route.useRouteContext();
    return <MyAccountPage user={user} />;
  },
});
