// The one way a list screen changes its state: page, page size, sort and filters live in the route's search
// params (validated by the route's schema), so a view can be shared and survives a reload. Pages never call
// navigate for list state themselves.
import { useNavigate } from '@tanstack/react-router';
import type { SortParam } from '@/lib/search-params';

/** The list params a screen may have; filters are any other params. */
interface ListParams {
  page?: number;
  pageSize?: number;
  sort?: SortParam;
}

export function useListSearch<S extends object>(route: { useSearch: () => S }) {
  const search = route.useSearch();
  const navigate = useNavigate();
  // The one cast of the hook: the router types a search by the route it names, and this hook serves any
  // route (it reads S from the route given); the route's schema re-validates whatever is written here.
  const go = (search: (previous: S) => S) => void navigate({ to: '.', search: search as never });
  const write = (next: (previous: S) => Partial<S> | ListParams) =>
    go((previous) => ({ ...previous, ...next(previous) }));

  return {
    search,
    /** New filters start again at page 1 (on a screen that pages). */
    setFilters: (filters: Partial<Omit<S, keyof ListParams>>) =>
      write((previous) => ({ ...filters, ...('page' in previous ? { page: 1 } : {}) })),
    setPage: (page: number) => write(() => ({ page })),
    setPageSize: (pageSize: number) => write(() => ({ pageSize, page: 1 })),
    setSort: (sort: SortParam | undefined) => write(() => ({ sort, page: 1 })),
    /** Back to the defaults, keeping the params named in `keep` (a scope, a tab). */
    reset: (keep: Partial<S> = {}) => go(() => keep as S),
  };
}
