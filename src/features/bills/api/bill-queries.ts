// Reads of the bill screen: the monthly overview and the sum of a range, and one month's detail (paged by
// the server), with the inputs its first reads declare (../first-reads.ts). Shared by the route's loader and the
// page.
import { apiQueryOptions } from '@/api/query';
import { detailInput, rangeInput } from '../first-reads';
import type { MonthRange } from '../rules/month-range';

export const billOverviewQuery = (account: string, range: MonthRange) =>
  apiQueryOptions('getBillOverview', rangeInput(account, range));

export const billSumQuery = (account: string, range: MonthRange) =>
  apiQueryOptions('getBillSum', rangeInput(account, range));

export const billDetailQuery = (account: string, month: string, page: number) =>
  apiQueryOptions('getBillDetail', detailInput(account, month, page));
