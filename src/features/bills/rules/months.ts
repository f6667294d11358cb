// The bill screen's month range (YYYY-MM, in the URL). Without one it shows the last six complete months;
// a range must run forwards, end no later than the current month and span at most 24 months.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatProviderTime } from '@/lib/provider-time.js';
import { MONTH_PATTERN } from '../search';

export const DEFAULT_MONTHS = 6;
export const MAX_MONTHS = 24;

export const monthMessages = {
  reversed: msg`The start month cannot be after the end month`,
  future: msg`The end month cannot be after this month`,
  tooLong: msg`Choose at most 24 months`,
  missing: msg`Choose a start and an end month`,
};

const pad = (n: number) => String(n).padStart(2, '0');
const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromIndex = (i: number) => `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;

/** The month `date` falls in, in the provider's time zone (UTC+8). */
export const monthOf = (date: Date): string => formatProviderTime(date, 'YYYY-MM');

export const addMonths = (month: string, count: number) => fromIndex(index(month) + count);

export interface MonthRange {
  start: string;
  end: string;
}

/** The range the screen shows: the URL's, or the last six complete months before `now`. */
export function resolveMonths(search: Partial<MonthRange>, now: Date): MonthRange {
  const end = search.end ?? addMonths(monthOf(now), -1);
  return { start: search.start ?? addMonths(end, 1 - DEFAULT_MONTHS), end };
}

export function checkMonthRange({ start, end }: Partial<MonthRange>, now: Date): MessageDescriptor | undefined {
  if (!start || !end || !MONTH_PATTERN.test(start) || !MONTH_PATTERN.test(end)) return monthMessages.missing;
  if (index(start) > index(end)) return monthMessages.reversed;
  if (index(end) > index(monthOf(now))) return monthMessages.future;
  return index(end) - index(start) + 1 > MAX_MONTHS ? monthMessages.tooLong : undefined;
}

/** Every month of the range, oldest first (the chart's axis: a month without a bill still shows). */
export function monthsOf({ start, end }: MonthRange): string[] {
  const months: string[] = [];
  for (let i = index(start); i <= index(end); i += 1) months.push(fromIndex(i));
  return months;
}
