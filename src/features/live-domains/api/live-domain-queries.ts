// Reads of the live-domain screen, shared by the route's loader and the page. Without a filter the list
// call answers every live domain and the page keeps those the user may see; with one, the search call
// answers one page of the matches for the user's account (every account for the superadmin).
import { apiQueryOptions } from '@/api/query';
import { seesAllLiveDomains } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { visibleLiveDomains } from '../rules/visibility';
import type { LiveDomainSearch } from '../search';

export const LIVE_DOMAIN_PAGE_SIZE = 10;

export const allLiveDomainsQuery = (user: SessionUser) =>
  apiQueryOptions('listLiveDomains', {}, { select: (domains) => visibleLiveDomains(user, domains ?? []) });

export const liveDomainSearchQuery = (user: SessionUser, search: LiveDomainSearch) =>
  apiQueryOptions(
    'queryLiveDomains',
    {
      body: {
        ...(seesAllLiveDomains(user) ? {} : { account: user.account }),
        ...(search.domain ? { domain: search.domain } : {}),
        ...(search.type ? { type: search.type } : {}),
        ...(search.status ? { status: search.status } : {}),
        pageNum: search.page,
        pageSize: LIVE_DOMAIN_PAGE_SIZE,
      },
    },
    // The answer is held to the same rule as the full list, whatever the server filtered.
    { select: (page) => ({ total: page?.total ?? 0, list: visibleLiveDomains(user, page?.list ?? []) }) },
  );
