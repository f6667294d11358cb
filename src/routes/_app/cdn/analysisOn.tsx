import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { analysisOnReads } from '@/features/analytics/first-reads';
import { AnalysisPage } from '@/features/analytics/pages/AnalysisPage';
import { AnalysisViews } from '@/features/analytics/components/AnalysisViews';
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
    // Opened on every domain, it draws its views at first paint: their code comes with the screen's.
    return <AnalysisPage user={user} screen="on" route={Route} views={AnalysisViews} />;
  },
});
