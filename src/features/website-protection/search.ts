// The website-protection screens' search params, from the shared param schemas: what the user chose (a
// filter, a page, the open dialog, the chosen policy, the dashboard's sites, range and side menu) lives in
// the URL, so a view can be shared and reloaded; an invalid value falls back to its default.
import {
  booleanParam,
  idParam,
  intParam,
  listParam,
  pageParam,
  patternParam,
  searchSchema,
  textParam,
  timeRangeParams,
  type SearchOf,
} from '@/lib/search-params';

const id = idParam;

export const websiteListSearchSchema = searchSchema({
  domain: textParam(100),
  page: pageParam,
  /** The open form: 'new', or the id of the website being edited. */
  edit: (value: unknown) => (value === 'new' ? ('new' as const) : idParam(value)),
});
export type WebsiteListSearch = SearchOf<typeof websiteListSearchSchema>;

export const websiteRulesSearchSchema = searchSchema({
  /** The website. */
  id: intParam(0),
  /** The policy whose rules are shown. */
  policy: id,
  /** The open policy or rule form: 'policy-new-<type>', 'policy-<id>', 'rule-new', 'rule-<id>'. */
  form: patternParam(/^(policy-new-[123]|policy-\d+|rule-new|rule-\d+)$/),
});
export type WebsiteRulesSearch = SearchOf<typeof websiteRulesSearchSchema>;

export const ipsetSearchSchema = searchSchema({
  address: textParam(100),
  page: pageParam,
});
export type IpsetSearch = SearchOf<typeof ipsetSearchSchema>;

export const dashboardSearchSchema = searchSchema({
  /** Website ids; all websites when empty. */
  sites: listParam,
  ...timeRangeParams,
  /** The side menu of sites (002 §2.3: the dashboard's open/closed flag). */
  menu: booleanParam(true),
});
export type DashboardSearch = SearchOf<typeof dashboardSearchSchema>;
