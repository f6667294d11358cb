// The domain screen's search params, from the shared param schemas: filters and page live in the URL.
import { oneOf, pageParam, pageSizeParam, searchSchema, textParam, type SearchOf } from '@/lib/search-params';

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) => oneOf(values);

export const domainListSearchSchema = searchSchema({
  name: textParam(100),
  type: optionalEnum(['download', 'vod', 'static', 'live_push', 'live_pull']),
  status: optionalEnum(['enabled', 'disabled', 'frozen']),
  account: textParam(64),
  page: pageParam,
  pageSize: pageSizeParam([10, 20, 50]),
});

export type DomainListSearch = SearchOf<typeof domainListSearchSchema>;
