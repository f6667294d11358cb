// The usage ranking's first read (src/api/first-reads.ts): customers and providers ranked by traffic over the
// period ending at the moment both scripts share (src/components/list/moment.ts). A file of its own: a module the
// area's screens share would be a file more for each of them. Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { momentOf } from '@/components/list/moment';
import { serverTimeRange } from '@/lib/server-time';
import { resolveTimeRange } from '@/lib/time-range';
import { rankingSearchSchema, type RankingSearch } from './search';

export type RankingPeriod = Pick<RankingSearch, 'range' | 'start' | 'end'>;

/** The part of the search the ranking asks the server by (its route's loaderDeps): the sort applies in the browser. */
export const rankingPeriod = ({ range, start, end }: RankingPeriod): RankingPeriod => ({ range, start, end });

/** The ranking's input, for the loader, the early script and the page alike: by traffic, over the period. */
export const rankingInput = (period: RankingPeriod) => ({
  body: {
    ...serverTimeRange(resolveTimeRange(period, momentOf(rankingPeriod(period))), 'seconds'),
    type: 'flow',
  },
});

export const rankingReads = firstReads<RankingSearch, RankingPeriod>(
  rankingSearchSchema,
  read('getCustomRank', ({ search }) => rankingInput(search)),
);
