// The bill screen's search params: the month range, the month whose detail is open, and its page.
import * as z from 'zod/mini';
import { pageParam } from '../../lib/search-params';
import { MONTH_PATTERN } from './rules/months';

const monthParam = z.catch(z.optional(z.string().check(z.regex(MONTH_PATTERN))), undefined);

export const billSearchSchema = z.object({ start: monthParam, end: monthParam, month: monthParam, page: pageParam });
export type BillSearch = z.output<typeof billSearchSchema>;
