import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { alertHistoryReads } from '@/features/monitoring/history-first-reads';
import { AlertHistoryPage } from '@/features/monitoring/pages/AlertHistoryPage';
import { alertHistorySearchSchema } from '@/features/monitoring/search';

export const Route = createFileRoute('/_app/CMonit/alertHistory')({
  staticData: {
    area: 'monitoring',
    screen: { title: msg`Alert history`, permission: { module: 'cloudMonit', view: 'alertHistory' } },
  },
  validateSearch: alertHistorySearchSchema,
  search: stripDefaults(alertHistorySearchSchema),
  loaderDeps: ({ search }) => search,
  // The open tab's data starts loading before the page renders; a failure shows in the page, with a retry.
  loader: firstReadsLoader(alertHistoryReads),
  component: function AlertHistory() {
    const { user } = Route.useRouteContext();
    return <AlertHistoryPage user={user} />;
  },
});
