// The one place that turns dates into the text the server expects, so no screen formats a time by hand.
// Everything is in the browser's local time: the server reads these strings as wall-clock times and the
// specification gives no zone to convert to (002 §9, 001 §3).
import { formatLocal } from './local-time';

/** Offline analysis, overview and service info (YYYY-MM-DD HH:mm:ss). */
export const SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Online analysis (YYYY-MM-DD HH:mm). */
export const MINUTES_FORMAT = 'YYYY-MM-DD HH:mm';
export const DAY_FORMAT = 'YYYY-MM-DD';

export type ServerTimeFormat = 'seconds' | 'minutes';

const formats: Record<ServerTimeFormat, string> = { seconds: SECONDS_FORMAT, minutes: MINUTES_FORMAT };

export const toServerSeconds = (date: Date) => formatLocal(date, SECONDS_FORMAT);

export const toServerMinutes = (date: Date) => formatLocal(date, MINUTES_FORMAT);

export const toServerDay = (date: Date) => formatLocal(date, DAY_FORMAT);

/** A day ('YYYY-MM-DD' or a date) as the first second of that day: 'YYYY-MM-DD 00:00:00'. */
export const dayStart = (day: string | Date) => `${typeof day === 'string' ? day : toServerDay(day)} 00:00:00`;

/** A day as its last second, 'YYYY-MM-DD 23:59:59', so a "to" day includes the whole day. */
export const dayEnd = (day: string | Date) => `${typeof day === 'string' ? day : toServerDay(day)} 23:59:59`;

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time the server wrote ('YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD') as a local Date, or
 * undefined when the value is not one. Strict on purpose: the browser's own parsing reads ISO text as UTC in
 * some forms and local in others, and rolls an impossible day such as 02-30 over into the next month.
 */
export function parseServerTime(text: unknown): Date | undefined {
  if (typeof text !== 'string') return undefined;
  const match = SERVER_TIME.exec(text);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hour, minute, second);
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return exact ? date : undefined;
}

/** Milliseconds of a server time, or undefined when the value is not one (see parseServerTime). */
export const serverTimeMs = (text: unknown) => parseServerTime(text)?.getTime();

/** Unix seconds, as curves and some queries carry them. */
export const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A curve timestamp in seconds as a Date (the specification multiplies by 1000 for display). */
export const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);

/** A range's startTime and endTime in the format the call uses. */
export function serverTimeRange(range: { start: Date; end: Date }, format: ServerTimeFormat) {
  return {
    startTime: formatLocal(range.start, formats[format]),
    endTime: formatLocal(range.end, formats[format]),
  };
}
