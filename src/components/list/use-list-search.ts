// The one way a list screen changes its state: page, page size, sort and filters live in the route's search
// params (validated by the route's schema), so a view can be shared and survives a reload. Pages never call
// navigate for list state themselves.
import { useNavigate } from '@tanstack/react-router';
import type { SortParam } from '../../lib/search-params';

/** The list params a screen may have; filters are any other params. */
interface ListParams {
  page?: number;
  pageSize?: number;
  sort?: SortParam;
}

export function useListSearch<S extends ListParams>(route: { useSearch: () => S }) {
  const search = route.useSearch();
  const navigate = useNavigate();
  // The route's schema re-validates whatever is written here; the cast spans the routes this hook serves.
  const write = (next: (previous: S) => Partial<S>) =>
    void navigate({ to: '.', search: ((previous: S) => ({ ...previous, ...next(previous) })) as never });

  return {
    search,
    /** New filters start again at page 1 (on a screen that pages). */
    setFilters: (filters: Partial<Omit<S, keyof ListParams>>) =>
      write((previous) => ({ ...filters, ...('page' in previous ? { page: 1 } : {}) }) as Partial<S>),
    setPage: (page: number) => write(() => ({ page }) as Partial<S>),
    setPageSize: (pageSize: number) => write(() => ({ pageSize, page: 1 }) as Partial<S>),
    setSort: (sort: SortParam | undefined) => write(() => ({ sort, page: 1 }) as Partial<S>),
    /** Back to the defaults, keeping the params named in `keep` (a scope, a tab). */
    reset: (keep: Partial<S> = {}) => void navigate({ to: '.', search: keep as never }),
  };
}
