// The host screens' search params: area, customer and search text live in the URL.
import { searchSchema, textParam, type SearchOf } from '@/lib/search-params';

export const hostListSearchSchema = searchSchema({ area: textParam(50), custom: textParam(50), q: textParam(100) });
export type HostListSearch = SearchOf<typeof hostListSearchSchema>;

export const hostOverviewSearchSchema = searchSchema({ q: textParam(100) });
export type HostOverviewSearch = SearchOf<typeof hostOverviewSearchSchema>;
