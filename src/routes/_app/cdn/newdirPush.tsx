import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PushPage } from '@/features/purge/pages/PushPage';

export const Route = createFileRoute('/_app/cdn/newdirPush')({
  staticData: {
    area: 'purge',
    screen: { title: msg`Directory purge`, permission: { module: 'purge' } },
  },
  component: function NewDirPush() {
    const { user } = Route.useRouteContext();
    return <PushPage user={user} kind="dir" />;
  },
});
