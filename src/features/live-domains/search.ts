// The live-domain list's search params: the filters and the page live in the URL.
import { oneOf, pageParam, searchSchema, textParam, type SearchOf } from '@/lib/search-params';

export const LIVE_DOMAIN_TYPES = ['push', 'pull'] as const;
export const LIVE_DOMAIN_STATUSES = ['enabled', 'disabled', 'configuring'] as const;

export const liveDomainSearchSchema = searchSchema({
  domain: textParam(100),
  type: oneOf(LIVE_DOMAIN_TYPES),
  status: oneOf(LIVE_DOMAIN_STATUSES),
  page: pageParam,
});

export type LiveDomainSearch = SearchOf<typeof liveDomainSearchSchema>;

/** A search narrows the list on the server; without one the whole list is paged in the browser. */
export const hasLiveDomainFilter = (search: LiveDomainSearch) => Boolean(search.domain || search.type || search.status);
