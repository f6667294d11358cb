// Log analysis. The specification shows no route for it (000 §7, 002 §6); /cdn/analysisLog, beside the
// online and by-period analysis, is our choice (inferred, as its line in src/api/screens.ts says).
import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { firstReadsLoader } from '@/api/preload-reads';
import { stripDefaults } from '@/components/list/strip-defaults';
import { logAnalysisReads } from '@/features/analytics/first-reads';
import { LogAnalysisPage } from '@/features/analytics/pages/LogAnalysisPage';
import { logAnalysisSearchSchema } from '@/features/analytics/search';

export const Route = createFileRoute('/_app/cdn/analysisLog')({
  staticData: {
    area: 'analytics',
    screen: { title: msg`Log analysis`, permission: { module: 'analysis' } },
  },
  validateSearch: logAnalysisSearchSchema,
  search: stripDefaults(logAnalysisSearchSchema),
  loaderDeps: ({ search }) => search,
  // The domain list the views default to starts loading before the page renders; a failure shows in the page.
  loader: firstReadsLoader(logAnalysisReads),
  component: function AnalysisLog() {
    const { user } = Route.useRouteContext();
    return <LogAnalysisPage user={user} route={Route} />;
  },
});
