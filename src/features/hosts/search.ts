// The host screens' search params: area, customer and search text live in the URL.
import * as z from 'zod/mini';
import { textParam } from '../../lib/search-params';

export const hostListSearchSchema = z.object({ area: textParam(50), custom: textParam(50), q: textParam(100) });
export type HostListSearch = z.output<typeof hostListSearchSchema>;

export const hostOverviewSearchSchema = z.object({ q: textParam(100) });
export type HostOverviewSearch = z.output<typeof hostOverviewSearchSchema>;
