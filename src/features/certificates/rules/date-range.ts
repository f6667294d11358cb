// The search time range (specification 002 §5.1): no date after today, start not after end.
import { msg } from '@lingui/core/macro';

export const rangeMessages = {
  afterToday: msg`Dates after today are not allowed`,
  startAfterEnd: msg`The start date must not be after the end date`,
};

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function checkRange(start: string | undefined, end: string | undefined, now: Date = new Date()) {
  const limit = today(now);
  if ((start && start > limit) || (end && end > limit)) return rangeMessages.afterToday;
  if (start && end && start > end) return rangeMessages.startAfterEnd;
  return undefined;
}
