// The website-protection screens' search params, from the shared param schemas: what the user chose (a
// filter, a page, the open dialog, the chosen policy, the dashboard's sites, range and side menu) lives in
// the URL, so a view can be shared and reloaded; an invalid value falls back to its default.
import * as z from 'zod/mini';
import { listParam, pageParam, textParam, timeRangeParams } from '../../lib/search-params';

const id = z.catch(z.optional(z.int().check(z.gte(1))), undefined);

export const websiteListSearchSchema = z.object({
  domain: textParam(100),
  page: pageParam,
  /** The open form: 'new', or the id of the website being edited. */
  edit: z.catch(z.optional(z.union([z.literal('new'), z.int().check(z.gte(1))])), undefined),
});
export type WebsiteListSearch = z.output<typeof websiteListSearchSchema>;

export const websiteRulesSearchSchema = z.object({
  /** The website. */
  id: z.catch(z.int(), 0),
  /** The policy whose rules are shown. */
  policy: id,
  /** The open policy or rule form: 'policy-new-<type>', 'policy-<id>', 'rule-new', 'rule-<id>'. */
  form: z.catch(z.optional(z.string().check(z.regex(/^(policy-new-[123]|policy-\d+|rule-new|rule-\d+)$/))), undefined),
});
export type WebsiteRulesSearch = z.output<typeof websiteRulesSearchSchema>;

export const ipsetSearchSchema = z.object({
  address: textParam(100),
  page: pageParam,
});
export type IpsetSearch = z.output<typeof ipsetSearchSchema>;

export const dashboardSearchSchema = z.object({
  /** Website ids; all websites when empty. */
  sites: listParam,
  ...timeRangeParams,
  /** The side menu of sites (002 §2.3: the dashboard's open/closed flag). */
  menu: z.catch(z._default(z.boolean(), true), true),
});
export type DashboardSearch = z.output<typeof dashboardSearchSchema>;
