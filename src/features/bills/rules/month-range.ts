// The bill screen's month range (YYYY-MM, in the URL): without one it shows the last six complete months. Months
// are counted by index (year × 12 + month − 1). Light on purpose: the early script bundles it (../first-reads.ts);
// the range's checks and their messages are in months.ts.
import { formatProviderTime } from '@/lib/provider-time.js';

export const DEFAULT_MONTHS = 6;

const pad = (n: number) => String(n).padStart(2, '0');

/** A month's index, to count and compare months. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The month of an index. */
export const monthAt = (i: number) => `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;

/** The month `date` falls in, in the provider's time zone (UTC+8). */
export const monthOf = (date: Date): string => formatProviderTime(date, 'YYYY-MM');

export const addMonths = (month: string, count: number) => monthAt(monthIndex(month) + count);

export interface MonthRange {
  start: string;
  end: string;
}

/** The range the screen shows: the URL's, or the last six complete months before `now`. */
export function resolveMonths(search: Partial<MonthRange>, now: Date): MonthRange {
  const end = search.end ?? addMonths(monthOf(now), -1);
  return { start: search.start ?? addMonths(end, 1 - DEFAULT_MONTHS), end };
}
