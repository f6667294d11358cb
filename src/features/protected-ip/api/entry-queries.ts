// The protected IP list's reads: the entries and an entry's port errors (its dialog). Apart from the dashboards'
// reads (protected-ip-queries.ts), so that each screen loads only its own, in its own file. Keys come from the
// contract's operations, so the writes' x-invalidates reach exactly these caches.
import { apiQueryOptions } from '@/api/query';
import { hasTransient } from '@/lib/provisioning-status';

/**
 * How often the list asks again while an entry is configuring, disabling or pending. Inferred: the specification names no interval; 5 s is our choice (README, 'Choices the specification leaves open').
 */
export const TRANSIENT_POLL_MS = 5000;

/** The entries; polled while one of them is in a transient status, until all have settled. */
export const entryListQuery = () =>
  apiQueryOptions(
    'listProtectedIps',
    {},
    { refetchInterval: (query) => (query.state.data && hasTransient(query.state.data) ? TRANSIENT_POLL_MS : false) },
  );

export const portErrorsQuery = (id: number) =>
  apiQueryOptions('getProtectedIpPortErrors', { params: { path: { id } } }, { staleTime: 0 });
