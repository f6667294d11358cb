// The monthly chart's data: amount and actual payment for every month of the range (a month without a bill
// shows as 0, so the bars keep their places), and the same as CSV rows.
import type { components } from '@/api/generated/paths';
import type { MonthRange } from './month-range';
import { monthsOf } from './months';

export type BillMonth = components['schemas']['BillMonth'];

export interface MonthlyBars {
  months: string[];
  amount: number[];
  actualPayment: number[];
}

export function monthlyBars(rows: readonly BillMonth[], range: MonthRange): MonthlyBars {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const months = monthsOf(range);
  return {
    months,
    amount: months.map((month) => byMonth.get(month)?.amount ?? 0),
    actualPayment: months.map((month) => byMonth.get(month)?.actualPayment ?? 0),
  };
}

/** Amounts in CNY with two decimals and thousands separators in the user's language. */
export const formatMoney = (value: number, locale: string) =>
  value.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
