// The first reads of the website-protection screens (src/api/first-reads.ts): the websites for the list and the
// IP sets, whatever the filters (they apply in the browser); a website's policies and detail for its rules.
// Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import {
  ipsetSearchSchema,
  websiteListSearchSchema,
  websiteRulesSearchSchema,
  type WebsiteRulesSearch,
} from './search';

const websites = read('listWebsites', () => ({}));

export const websiteListReads = firstReads(websiteListSearchSchema, websites);

export const ipsetReads = firstReads(ipsetSearchSchema, websites);

/** The rules screen reads by its website alone (its loaderDeps): the policy and the form open change nothing. */
type RulesDeps = Pick<WebsiteRulesSearch, 'id'>;
const website = ({ search }: { search: RulesDeps }) => ({ params: { path: { id: search.id } } });

export const websiteRulesReads = firstReads<WebsiteRulesSearch, RulesDeps>(
  websiteRulesSearchSchema,
  read('listWebsitePolicies', website),
  read('getWebsiteDetail', website),
);
