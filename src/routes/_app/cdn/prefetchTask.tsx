import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { prefetchTasksReads } from '@/features/purge/first-reads';
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
  loader: firstReadsLoader(prefetchTasksReads),
  component: function PrefetchTask() {
    const { user } = Route.useRouteContext();
    return <PrefetchTasksPage user={user} />;
  },
});
