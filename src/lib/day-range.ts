// A range of whole days chosen in a search (002 §5.1 for certificates): no day after today, start not after
// end. The reason is a code; the component that shows it translates it.
export type DayRangeProblem = 'afterToday' | 'startAfterEnd';

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
