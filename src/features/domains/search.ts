// The domain screen's search params, from the shared param schemas: filters and page live in the URL.
import * as z from 'zod/mini';
import { pageParam, pageSizeParam, textParam } from '../../lib/search-params';

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z.optional(z.enum(values)), undefined);

export const domainListSearchSchema = z.object({
  name: textParam(100),
  type: optionalEnum(['download', 'vod', 'static', 'live_push', 'live_pull']),
  status: optionalEnum(['enabled', 'disabled', 'frozen']),
  account: textParam(64),
  page: pageParam,
  pageSize: pageSizeParam([10, 20, 50]),
});

export type DomainListSearch = z.output<typeof domainListSearchSchema>;
