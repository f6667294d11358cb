// What a log file row shows where the answer has it: the hours it covers and its size.
import { formatTraffic, NO_VALUE } from '@/lib/units';

/** "2024-05-01 00:00 – 00:59" for a window within one day, both full times otherwise; '-' when missing. */
export function timeWindow(start?: string, end?: string): string {
  if (!start || !end) return start ?? end ?? NO_VALUE;
  const minutes = (time: string) => time.slice(0, 16);
  return start.slice(0, 10) === end.slice(0, 10)
    ? `${minutes(start)} – ${end.slice(11, 16)}`
    : `${minutes(start)} – ${minutes(end)}`;
}

/** Bytes by 1000 (002 §9), '-' when the answer has no size. */
export const fileSize = (bytes?: number) => (bytes === undefined ? NO_VALUE : formatTraffic(bytes));
