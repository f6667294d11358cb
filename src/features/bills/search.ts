// The bill screen's search params: the month range, the month whose detail is open, and its page.
import { pageParam, patternParam, searchSchema, type SearchOf } from '@/lib/search-params';

/** A month as the URL writes it, YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthParam = patternParam(MONTH_PATTERN);

export const billSearchSchema = searchSchema({
  start: monthParam,
  end: monthParam,
  month: monthParam,
  page: pageParam,
});
export type BillSearch = SearchOf<typeof billSearchSchema>;
