// The usage ranking's read: customers and providers ranked by traffic over the chosen period.
import { apiQueryOptions } from '@/api/query';
import { rankingInput, type RankingPeriod } from '../ranking-first-reads';

export const rankingQuery = (period: RankingPeriod) => apiQueryOptions('getCustomRank', rankingInput(period));
