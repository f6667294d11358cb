// The protected-IP screens' search params, from the shared param schemas: filters, pages, the chosen entries
// and the time range live in the URL, so a view can be shared and survives a reload.
import {
  listParam,
  oneOf,
  pageParam,
  searchSchema,
  textParam,
  timeRangeParams,
  type SearchOf,
} from '@/lib/search-params';

export const ipsetSearchSchema = searchSchema({
  /** Source IP, cname or port contains this text. */
  q: textParam(100),
  status: oneOf([1, 2, 3, 4, 5, 6]),
  page: pageParam,
});

export type IpsetSearch = SearchOf<typeof ipsetSearchSchema>;

export const dashboardSearchSchema = searchSchema({
  /** The customer account charted; the user's own when absent. */
  account: textParam(64),
  /** Entry ids charted; every entry of the account when empty. */
  ids: listParam,
  ...timeRangeParams,
  /** The alarm history's page. */
  page: pageParam,
});

export type DashboardSearch = SearchOf<typeof dashboardSearchSchema>;
