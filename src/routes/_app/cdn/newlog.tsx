import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { logFilesReads } from '@/features/logs/first-reads';
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
  loader: firstReadsLoader(logFilesReads),
  component: function NewLog() {
    const { user } = Route.useRouteContext();
    return <LogDownloadPage user={user} />;
  },
});
