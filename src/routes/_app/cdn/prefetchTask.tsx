import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { prefetchTasksQuery } from '@/features/purge/api/purge-queries';
import { PrefetchTasksPage } from '@/features/purge/pages/PrefetchTasksPage';
import { prefetchTaskSearchSchema } from '@/features/purge/search';

export const Route = createFileRoute('/_app/cdn/prefetchTask')({
  staticData: {
    area: 'purge',
    screen: { title: msg`Prefetch tasks`, permission: { module: 'prefetch' } },
  },
  validateSearch: prefetchTaskSearchSchema,
  search: stripDefaults(prefetchTaskSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(prefetchTasksQuery(user, deps)),
  component: function PrefetchTask() {
    const { user } = Route.useRouteContext();
    return <PrefetchTasksPage user={user} />;
  },
});
