import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { firstReadsLoader } from '@/api/preload-reads';
import { rankingReads } from '@/features/traffic/ranking-first-reads';
import { CustomRankPage } from '@/features/traffic/pages/CustomRankPage';
import { rankingSearchSchema } from '@/features/traffic/search';

export const Route = createFileRoute('/_app/cdn/customRank')({
  staticData: {
    area: 'traffic',
    screen: { title: msg`Usage ranking`, permission: { module: 'customRank' } },
  },
  validateSearch: rankingSearchSchema,
  search: stripDefaults(rankingSearchSchema),
  // The sort is applied in the browser: only the period asks the server again. (Written here: loaderDeps is part
  // of the first page, which should not import the declaration.)
  loaderDeps: ({ search: { range, start, end } }) => ({ range, start, end }),
  loader: firstReadsLoader(rankingReads),
  component: CustomRankPage,
});
