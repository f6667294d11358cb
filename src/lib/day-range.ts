// A range of whole days chosen in a search (002 §5.1 for certificates): no day after today, start not after
// end. The reason is a code; the component that shows it translates it.
import { formatProviderTime } from './provider-time.js';
export type DayRangeProblem = 'afterToday' | 'startAfterEnd';

/** Today as YYYY-MM-DD in the provider's zone, whose days the server counts. */
export const today = (now: Date = new Date()): string => formatProviderTime(now, 'YYYY-MM-DD');

/**
 * A range's first day ('YYYY-MM-DD' or a date) as the server reads a "from" day, its first second:
 * 'YYYY-MM-DD 00:00:00'. With the lists filtered by days, not with the server's other time formats
 * (server-time.ts), which those lists do not otherwise draw.
 */
export const dayStart = (day: string | Date) => `${typeof day === 'string' ? day : today(day)} 00:00:00`;

/** A range's last day as its last second, 'YYYY-MM-DD 23:59:59', so a "to" day includes the whole day. */
export const dayEnd = (day: string | Date) => `${typeof day === 'string' ? day : today(day)} 23:59:59`;

export function checkDayRange(
  start: string | undefined,
  end: string | undefined,
  now: Date = new Date(),
): DayRangeProblem | undefined {
  const limit = today(now);
  if ((start && start > limit) || (end && end > limit)) return 'afterToday';
  if (start && end && start > end) return 'startAfterEnd';
  return undefined;
}
