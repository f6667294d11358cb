import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PushPage } from '@/features/purge/pages/PushPage';

export const Route = createFileRoute('/_app/cdn/prefetch')({
  staticData: {
    area: 'purge',
    screen: { title: msg`Prefetch`, permission: { module: 'prefetch' } },
  },
  component: function PrefetchPush() {
    const { user } = Route.useRouteContext();
    return <PushPage user={user} kind="prefetch" />;
  },
});
