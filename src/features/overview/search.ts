// The overview's search params: accounts, domains and the time range (with its granularity) live in the
// URL, so a reload or a shared link shows the same view.
import * as z from 'zod/mini';
import { listParam, timeRangeParams } from '../../lib/search-params';

export const overviewSearchSchema = z.object({
  accounts: listParam,
  domains: listParam,
  ...timeRangeParams,
});

export type OverviewSearch = z.output<typeof overviewSearchSchema>;
