// The checks of the bill screen's month range (month-range.ts): a range must run forwards, end no later than the
// current month and span at most 24 months.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MONTH_PATTERN } from '../search';
import { monthAt, monthIndex, monthOf, type MonthRange } from './month-range';

export const MAX_MONTHS = 24;

export const monthMessages = {
  reversed: msg`The start month cannot be after the end month`,
  future: msg`The end month cannot be after this month`,
  tooLong: msg`Choose at most 24 months`,
  missing: msg`Choose a start and an end month`,
};

export function checkMonthRange({ start, end }: Partial<MonthRange>, now: Date): MessageDescriptor | undefined {
  if (!start || !end || !MONTH_PATTERN.test(start) || !MONTH_PATTERN.test(end)) return monthMessages.missing;
  if (monthIndex(start) > monthIndex(end)) return monthMessages.reversed;
  if (monthIndex(end) > monthIndex(monthOf(now))) return monthMessages.future;
  return monthIndex(end) - monthIndex(start) + 1 > MAX_MONTHS ? monthMessages.tooLong : undefined;
}

/** Every month of the range, oldest first (the chart's axis: a month without a bill still shows). */
export function monthsOf({ start, end }: MonthRange): string[] {
  const months: string[] = [];
  for (let i = monthIndex(start); i <= monthIndex(end); i += 1) months.push(monthAt(i));
  return months;
}
