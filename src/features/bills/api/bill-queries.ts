// Reads of the bill screen: the monthly overview and the sum of a range, and one month's detail (paged by
// the server). Shared by the route's loader and the page.
import { apiQueryOptions } from '@/api/query';
import type { MonthRange } from '../rules/months';

export const BILL_PAGE_SIZE = 20;

export const billOverviewQuery = (account: string, { start, end }: MonthRange) =>
  apiQueryOptions('getBillOverview', { body: { account, startMonth: start, endMonth: end } });

export const billSumQuery = (account: string, { start, end }: MonthRange) =>
  apiQueryOptions('getBillSum', { body: { account, startMonth: start, endMonth: end } });

export const billDetailQuery = (account: string, month: string, page: number) =>
  apiQueryOptions('getBillDetail', { body: { account, month, pageNum: page, pageSize: BILL_PAGE_SIZE } });
