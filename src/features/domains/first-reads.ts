// The domain list's first read, declared once (src/api/first-reads.ts): the route's loader and the script run
// before the entry send it, and the page asks the same (domainSearchQuery). Light on purpose: the early script
// bundles it.
import { firstReads, read } from '@/api/first-reads';
import { domainListSearchSchema, type DomainListSearch } from './search';

/** One page of the search, from the screen's search params. */
export const domainSearchInput = (search: DomainListSearch) => ({
  body: {
    name: search.name ?? '',
    type: search.type ?? '',
    status: search.status ?? '',
    account: search.account ?? '',
    pageNum: search.page,
    pageSize: search.pageSize,
  },
});

export const domainListReads = firstReads(
  domainListSearchSchema,
  read('searchDomains', ({ search }) => domainSearchInput(search)),
);
