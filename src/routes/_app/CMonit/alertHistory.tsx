import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { alarmRecordsQuery, notifyHistoryQuery } from '@/features/monitoring/api/monitoring-queries';
import { AlertHistoryPage } from '@/features/monitoring/pages/AlertHistoryPage';
import { historyRequest, recordRequest } from '@/features/monitoring/rules/history-query';
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
  loader: ({ context: { queryClient, user }, deps }) => {
    const now = new Date();
    return deps.tab === 'alarms'
      ? queryClient.prefetchQuery(alarmRecordsQuery(recordRequest(deps, user.account, now)))
      : queryClient.prefetchQuery(notifyHistoryQuery(historyRequest(deps, user.account, now)));
  },
  component: function AlertHistory() {
    const { user } = Route.useRouteContext();
    return <AlertHistoryPage user={user} />;
  },
});
