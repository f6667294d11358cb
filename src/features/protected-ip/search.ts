// The protected-IP screens' search params, from the shared param schemas: filters, pages, the chosen entries
// and the time range live in the URL, so a view can be shared and survives a reload.
import * as z from 'zod/mini';
import { listParam, pageParam, textParam, timeRangeParams } from '../../lib/search-params';

export const ipsetSearchSchema = z.object({
  /** Source IP, cname or port contains this text. */
  q: textParam(100),
  status: z.catch(z.optional(z.literal([1, 2, 3, 4, 5, 6])), undefined),
  page: pageParam,
});

export type IpsetSearch = z.output<typeof ipsetSearchSchema>;

export const dashboardSearchSchema = z.object({
  /** The customer account charted; the user's own when absent. */
  account: textParam(64),
  /** Entry ids charted; every entry of the account when empty. */
  ids: listParam,
  ...timeRangeParams,
  /** The alarm history's page. */
  page: pageParam,
});

export type DashboardSearch = z.output<typeof dashboardSearchSchema>;
