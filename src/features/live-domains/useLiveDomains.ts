// The rows of one page of the live-domain list, from whichever call the search needs (see the queries):
// the whole visible list paged in the browser, or the server's page of matches.
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/api/session';
import type { FramedQuery } from '@/components/query/QueryFrame';
import { pageOfRows } from '@/lib/page-rows';
import { allLiveDomainsQuery, LIVE_DOMAIN_PAGE_SIZE, liveDomainSearchQuery } from './api/live-domain-queries';
import { hasLiveDomainFilter, type LiveDomainSearch } from './search';

export function useLiveDomains(user: SessionUser, search: LiveDomainSearch) {
  const searching = hasLiveDomainFilter(search);
  const all = useQuery({ ...allLiveDomainsQuery(user), enabled: !searching });
  const found = useQuery({ ...liveDomainSearchQuery(user, search), enabled: searching });
  const active: FramedQuery<unknown> = searching ? found : all;
  const shown = searching
    ? { rows: found.data?.list ?? [], total: found.data?.total ?? 0, page: search.page }
    : pageOfRows(all.data ?? [], search.page, LIVE_DOMAIN_PAGE_SIZE);
  return {
    rows: shown.rows,
    total: shown.total,
    page: shown.page,
    /** The read the rows come from, for the screen's QueryFrame. */
    query: active,
  };
}
