import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { analysisQuery } from '@/features/analytics/api/analytics-queries';
import { AnalysisPage } from '@/features/analytics/pages/AnalysisPage';
import { analysisFilter } from '@/features/analytics/rules/analysis-filter';
import { analysisSearchSchema } from '@/features/analytics/search';
import { momentOf } from '@/components/list/moment';

export const Route = createFileRoute('/_app/cdn/analysisOn')({
  staticData: {
    area: 'analytics',
    screen: { title: msg`Online analysis`, permission: { module: 'analysis' } },
  },
  validateSearch: analysisSearchSchema,
  search: stripDefaults(analysisSearchSchema),
  loaderDeps: ({ search }) => search,
  // The first view starts loading before the page renders; a failure is shown in the page.
  loader: ({ context: { queryClient, user }, deps }) => {
    const result = analysisFilter('on', deps, user.account, momentOf(deps));
    if (!result.ok || deps.view !== 'count') return;
    return queryClient.prefetchQuery(analysisQuery('count', result.source, 'request', result.filter));
  },
  component: function AnalysisOn() {
    const { user } = Route.useRouteContext();
    return <AnalysisPage user={user} screen="on" route={Route} />;
  },
});
