// The live-domain list's first read (src/api/first-reads.ts): without a filter the whole list (paged in the
// browser), with one a page of the matches for the user's account (every account for the superadmin). Light on
// purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { seesAllLiveDomains } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { hasLiveDomainFilter, liveDomainSearchSchema, type LiveDomainSearch } from './search';

export const LIVE_DOMAIN_PAGE_SIZE = 10;

/** The search's input, for the loader, the early script and the page alike. */
export const liveDomainSearchInput = (user: SessionUser, search: LiveDomainSearch) => ({
  body: {
    ...(seesAllLiveDomains(user) ? {} : { account: user.account }),
    ...(search.domain ? { domain: search.domain } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
    pageNum: search.page,
    pageSize: LIVE_DOMAIN_PAGE_SIZE,
  },
});

export const liveDomainReads = firstReads(
  liveDomainSearchSchema,
  read('queryLiveDomains', ({ search, user }) =>
    hasLiveDomainFilter(search) ? liveDomainSearchInput(user, search) : undefined,
  ),
  read('listLiveDomains', ({ search }) => (hasLiveDomainFilter(search) ? undefined : {})),
);
