import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { newAnalysisOffReads } from '@/features/analytics/first-reads';
import { AnalysisPage } from '@/features/analytics/pages/AnalysisPage';
import { LazyAnalysisViews, preloadAnalysisViews } from '@/features/analytics/components/lazy-analysis-views';
import { analysisSearchSchema } from '@/features/analytics/search';

export const Route = createFileRoute('/_app/cdn/newanalysisOff')({
  staticData: {
    area: 'analytics',
    screen: { title: msg`Offline analysis`, permission: { module: 'analysis' } },
  },
  validateSearch: analysisSearchSchema,
  search: stripDefaults(analysisSearchSchema),
  loaderDeps: ({ search }) => search,
  // The reads of the view shown start before the page renders, and the views' code beside them when the address
  // names domains; a failure is shown in the page.
  loader: (context) =>
    Promise.all([
      firstReadsLoader(newAnalysisOffReads)(context),
      preloadAnalysisViews('newOff', context.deps, context.context.user),
    ]),
  component: function NewanalysisOff() {
    const { user } = Route.useRouteContext();
    return <AnalysisPage user={user} screen="newOff" route={Route} views={LazyAnalysisViews} />;
  },
});
