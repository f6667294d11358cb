// The protected IP dashboards' reads, shared by the route's loader and the page (the list's are entry-queries.ts,
// the alarm records are with their table, alarm-queries.ts). Keys come from the contract's operations, so the
// writes' x-invalidates reach exactly these caches.
import { apiQueryOptions } from '@/api/query';
import { statisticTargetsInput } from '../dashboard-first-reads';
import type { StatisticQuery } from '../rules/statistics';

export const statisticTargetsQuery = (account: string) =>
  apiQueryOptions('listProtectedIpStatisticTargets', statisticTargetsInput(account));

export const statisticsQuery = (query: StatisticQuery) => apiQueryOptions('getProtectedIpStatistics', { body: query });
