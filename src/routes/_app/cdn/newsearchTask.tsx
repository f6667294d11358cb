import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { purgeTasksReads } from '@/features/purge/first-reads';
import { PurgeTasksPage } from '@/features/purge/pages/PurgeTasksPage';
import { purgeTaskSearchSchema } from '@/features/purge/search';

export const Route = createFileRoute('/_app/cdn/newsearchTask')({
  staticData: {
    area: 'purge',
    screen: { title: msg`Purge tasks`, permission: { module: 'purge' } },
  },
  validateSearch: purgeTaskSearchSchema,
  search: stripDefaults(purgeTaskSearchSchema),
  loaderDeps: ({ search }) => search,
  // A failure shows in the page with a retry, not as a route error.
  loader: firstReadsLoader(purgeTasksReads),
  component: function NewSearchTask() {
    const { user } = Route.useRouteContext();
    return <PurgeTasksPage user={user} />;
  },
});
