// The overview's search params: accounts, domains and the time range (with its granularity) live in the
// URL, so a reload or a shared link shows the same view.
import { listParam, searchSchema, timeRangeParams, type SearchOf } from '@/lib/search-params';

export const overviewSearchSchema = searchSchema({
  accounts: listParam,
  domains: listParam,
  ...timeRangeParams,
});

export type OverviewSearch = SearchOf<typeof overviewSearchSchema>;
