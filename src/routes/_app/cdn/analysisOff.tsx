import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { analysisOffReads } from '@/features/analytics/first-reads';
import { AnalysisPage } from '@/features/analytics/pages/AnalysisPage';
import { LazyAnalysisViews, preloadAnalysisViews } from '@/features/analytics/components/lazy-analysis-views';
import { analysisSearchSchema } from '@/features/analytics/search';

export const Route = createFileRoute('/_app/cdn/analysisOff')({
  staticData: {
    area: 'analytics',
    screen: { title: msg`Analysis by period`, permission: { module: 'analysis' } },
  },
  validateSearch: analysisSearchSchema,
  search: stripDefaults(analysisSearchSchema),
  loaderDeps: ({ search }) => search,
  // The reads of the view shown start before the page renders, and the views' code beside them when the address
  // names domains; a failure is shown in the page.
  loader: (context) =>
    Promise.all([
      firstReadsLoader(analysisOffReads)(context),
      preloadAnalysisViews('off', context.deps, context.context.user),
    ]),
  component: function AnalysisOff() {
    const { user } = Route.useRouteContext();
    return <AnalysisPage user={user} screen="off" route={Route} views={LazyAnalysisViews} />;
  },
});
