import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { logFilesQuery } from '@/features/logs/api/log-queries';
import { LogDownloadPage } from '@/features/logs/pages/LogDownloadPage';
import { logSearchSchema } from '@/features/logs/search';

export const Route = createFileRoute('/_app/cdn/newlog')({
  staticData: {
    area: 'logs',
    screen: { title: msg`Log download`, permission: { module: 'log' } },
  },
  validateSearch: logSearchSchema,
  search: stripDefaults(logSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, user }, deps }) => queryClient.prefetchQuery(logFilesQuery(user, deps)),
  component: function NewLog() {
    const { user } = Route.useRouteContext();
    return <LogDownloadPage user={user} />;
  },
});
