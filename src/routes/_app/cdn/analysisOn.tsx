import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { analysisOnReads } from '@/features/analytics/first-reads';
import { AnalysisPage } from '@/features/analytics/pages/AnalysisPage';
import { analysisSearchSchema } from '@/features/analytics/search';

export const Route = createFileRoute('/_app/cdn/analysisOn')({
  staticData: {
    area: 'analytics',
    screen: { title: msg`Online analysis`, permission: { module: 'analysis' } },
  },
  validateSearch: analysisSearchSchema,
  search: stripDefaults(analysisSearchSchema),
  loaderDeps: ({ search }) => search,
  // The reads of the view shown start before the page renders; a failure is shown in the page.
  loader: firstReadsLoader(analysisOnReads),
  component: function AnalysisOn() {
    const { user } = Route.useRouteContext();
    return <AnalysisPage user={user} screen="on" route={Route} />;
  },
});
