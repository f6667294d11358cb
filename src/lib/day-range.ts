// A range of whole days chosen in a search (002 §5.1 for certificates): no day after today, start not after
// end. The reason is a code; the component that shows it translates it.
import { formatProviderTime } from './provider-time.js';
export type DayRangeProblem = 'afterToday' | 'startAfterEnd';

/** Today as YYYY-MM-DD in the provider's zone, whose days the server counts. */
export const today = (now: Date = new Date()): string => formatProviderTime(now, 'YYYY-MM-DD');

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
