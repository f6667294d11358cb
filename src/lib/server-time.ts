// The one place that turns dates into the text the server expects, so no screen formats a time by hand.
// Everything is in the browser's local time: the server reads these strings as wall-clock times and the
// specification gives no zone to convert to (002 §9, 001 §3).
import dayjs from 'dayjs';

/** Offline analysis, overview and service info (YYYY-MM-DD HH:mm:ss). */
export const SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Online analysis (YYYY-MM-DD HH:mm). */
export const MINUTES_FORMAT = 'YYYY-MM-DD HH:mm';
export const DAY_FORMAT = 'YYYY-MM-DD';

export type ServerTimeFormat = 'seconds' | 'minutes';

const formats: Record<ServerTimeFormat, string> = { seconds: SECONDS_FORMAT, minutes: MINUTES_FORMAT };

export const toServerSeconds = (date: Date) => dayjs(date).format(SECONDS_FORMAT);

export const toServerMinutes = (date: Date) => dayjs(date).format(MINUTES_FORMAT);

export const toServerDay = (date: Date) => dayjs(date).format(DAY_FORMAT);

/** A day ('YYYY-MM-DD' or a date) as the first second of that day: 'YYYY-MM-DD 00:00:00'. */
export const dayStart = (day: string | Date) => `${typeof day === 'string' ? day : toServerDay(day)} 00:00:00`;

/** A day as its last second, 'YYYY-MM-DD 23:59:59', so a "to" day includes the whole day. */
export const dayEnd = (day: string | Date) => `${typeof day === 'string' ? day : toServerDay(day)} 23:59:59`;

/** Unix seconds, as curves and some queries carry them. */
export const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A curve timestamp in seconds as a Date (the specification multiplies by 1000 for display). */
export const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);

/** A range's startTime and endTime in the format the call uses. */
export function serverTimeRange(range: { start: Date; end: Date }, format: ServerTimeFormat) {
  return {
    startTime: dayjs(range.start).format(formats[format]),
    endTime: dayjs(range.end).format(formats[format]),
  };
}
