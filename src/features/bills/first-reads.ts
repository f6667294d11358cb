// The bill screen's first reads (src/api/first-reads.ts): the monthly overview and the sum of the month range, and
// one page of a month's detail, for the user's account. A range the address leaves out ends with the last complete
// month before the moment both scripts share (src/components/list/moment.ts). Light on purpose: the early script
// bundles it.
import { firstReads, read } from '@/api/first-reads';
import { momentOf } from '@/components/list/moment';
import { resolveMonths, type MonthRange } from './rules/month-range';
import { billSearchSchema, type BillSearch } from './search';

export const BILL_PAGE_SIZE = 20;

/** The month range the screen shows, for the loader, the early script and the page alike. */
export const billRange = (search: BillSearch) => resolveMonths(search, momentOf(search));

/** The month whose detail is open: the one chosen, else the range's last. */
export const detailMonth = (search: BillSearch, range: MonthRange) => search.month ?? range.end;

/** The input of the overview and of the sum of a range. */
export const rangeInput = (account: string, { start, end }: MonthRange) => ({
  body: { account, startMonth: start, endMonth: end },
});

/** The input of one page of a month's detail. */
export const detailInput = (account: string, month: string, page: number) => ({
  body: { account, month, pageNum: page, pageSize: BILL_PAGE_SIZE },
});

export const billReads = firstReads(
  billSearchSchema,
  read('getBillOverview', ({ search, user }) => rangeInput(user.account, billRange(search))),
  read('getBillSum', ({ search, user }) => rangeInput(user.account, billRange(search))),
  read('getBillDetail', ({ search, user }) =>
    detailInput(user.account, detailMonth(search, billRange(search)), search.page),
  ),
);
