// The one place that turns dates into the text the server expects, so no screen formats a time by hand.
// Everything is in the provider's zone (UTC+8), whatever the browser's: the server reads and writes these
// strings as its own wall-clock times (src/lib/provider-time.js).
import { formatProviderTime, parseProviderTime } from './provider-time.js';

/** Offline analysis, overview and service info (YYYY-MM-DD HH:mm:ss). */
export const SECONDS_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Online analysis (YYYY-MM-DD HH:mm). */
export const MINUTES_FORMAT = 'YYYY-MM-DD HH:mm';
export const DAY_FORMAT = 'YYYY-MM-DD';

export type ServerTimeFormat = 'seconds' | 'minutes';

const formats: Record<ServerTimeFormat, string> = { seconds: SECONDS_FORMAT, minutes: MINUTES_FORMAT };

export const toServerSeconds = (date: Date) => formatProviderTime(date, SECONDS_FORMAT);

export const toServerMinutes = (date: Date) => formatProviderTime(date, MINUTES_FORMAT);

export const toServerDay = (date: Date) => formatProviderTime(date, DAY_FORMAT);

/**
 * A time the server wrote ('YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD', the provider's wall clock)
 * as the moment it names, or undefined when the value is not one. Strict on purpose: the browser's own parsing
 * reads such text in the browser's zone, and rolls an impossible day such as 02-30 over into the next month.
 */
export const parseServerTime = (text: unknown): Date | undefined =>
  typeof text === 'string' && !text.includes('T') ? parseProviderTime(text) : undefined;

/** Milliseconds of a server time, or undefined when the value is not one (see parseServerTime). */
export const serverTimeMs = (text: unknown) => parseServerTime(text)?.getTime();

/** The step of the server's curves: a point every 5 minutes. */
export const BUCKET_MS = 5 * 60 * 1000;

/** The last 5-minute boundary at or before the date (14:37 → 14:35; the zone's offset is whole hours). */
export const floorToBucket = (date: Date): Date => new Date(Math.floor(date.getTime() / BUCKET_MS) * BUCKET_MS);

/** Unix seconds, as curves and some queries carry them. */
export const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A curve timestamp in seconds as a Date (the specification multiplies by 1000 for display). */
export const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);

/** A range's startTime and endTime in the format the call uses. */
export function serverTimeRange(range: { start: Date; end: Date }, format: ServerTimeFormat) {
  return {
    startTime: formatProviderTime(range.start, formats[format]),
    endTime: formatProviderTime(range.end, formats[format]),
  };
}
