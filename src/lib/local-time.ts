// Dates in the browser's local time without a date library: the few formats and whole-day steps the portal
// uses (the server's wall-clock times, URLs, chart axes), so that no date library weighs on every chart and
// analysis screen's first files for these (docs/performance.md).

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** '+08:00': the local offset from UTC at that moment. */
function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const TOKENS = /YYYY|MM|DD|HH|mm|ss|Z/g;

/**
 * A time as local text: YYYY, MM, DD, HH (24 h), mm, ss and Z (the offset, '+08:00') are replaced, anything
 * else is kept ('YYYY-MM-DD HH:mm:ss'). An invalid time reads 'Invalid Date'.
 */
export function formatLocal(time: Date | number, format: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    Z: utcOffset(date),
  };
  return format.replace(TOKENS, (token) => parts[token] ?? token);
}

/** Local midnight of the day of a time. */
export function startOfLocalDay(time: Date | number): Date {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The same local wall-clock time `days` calendar days later (earlier when negative), across DST changes. */
export function addLocalDays(time: Date | number, days: number): Date {
  const date = new Date(time);
  date.setDate(date.getDate() + days);
  return date;
}
