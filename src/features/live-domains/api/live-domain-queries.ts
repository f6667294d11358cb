// Reads of the live-domain screen, shared by the route's loader and the page. Without a filter the list
// call answers every live domain and the page keeps those the user may see; with one, the search call
// answers one page of the matches for the user's account (every account for the superadmin).
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { liveDomainSearchInput } from '../first-reads';
import { visibleLiveDomains } from '../rules/visibility';
import type { LiveDomainSearch } from '../search';

export { LIVE_DOMAIN_PAGE_SIZE } from '../first-reads';

export const allLiveDomainsQuery = (user: SessionUser) =>
  apiQueryOptions('listLiveDomains', {}, { select: (domains) => visibleLiveDomains(user, domains ?? []) });

export const liveDomainSearchQuery = (user: SessionUser, search: LiveDomainSearch) =>
  apiQueryOptions(
    'queryLiveDomains',
    liveDomainSearchInput(user, search),
    // The answer is held to the same rule as the full list, whatever the server filtered.
    { select: (page) => ({ total: page?.total ?? 0, list: visibleLiveDomains(user, page?.list ?? []) }) },
  );
