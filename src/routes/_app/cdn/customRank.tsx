import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { rankingBody, rankingQuery } from '@/features/traffic/api/ranking-queries';
import { CustomRankPage } from '@/features/traffic/pages/CustomRankPage';
import { rankingSearchSchema } from '@/features/traffic/search';

export const Route = createFileRoute('/_app/cdn/customRank')({
  staticData: {
    area: 'traffic',
    screen: { title: msg`Usage ranking`, permission: { module: 'customRank' } },
  },
  validateSearch: rankingSearchSchema,
  search: stripDefaults(rankingSearchSchema),
  // The sort is applied in the browser: only the period asks the server again.
  loaderDeps: ({ search: { range, start, end } }) => ({ range, start, end }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(rankingQuery(rankingBody(deps, new Date()))),
  component: CustomRankPage,
});
