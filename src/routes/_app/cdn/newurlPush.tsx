import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PushPage } from '@/features/purge/pages/PushPage';

export const Route = createFileRoute('/_app/cdn/newurlPush')({
  staticData: {
    area: 'purge',
    screen: { title: msg`URL purge`, permission: { module: 'purge' } },
  },
  component: function NewUrlPush() {
    const { user } = Route.useRouteContext();
    return <PushPage user={user} kind="url" />;
  },
});
