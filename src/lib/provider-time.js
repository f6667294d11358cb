// The provider's time zone, UTC+8 without daylight saving: the server reads and writes wall-clock times in it
// (a day, "today", 14:35), so the portal sends, shows and takes every time in it, whatever the browser's zone,
// and names the zone where a time is shown or typed. A browser elsewhere would otherwise ask for hours the
// customer did not mean and draw curves shifted by the difference. Plain JavaScript with JSDoc types, so the
// Node scripts (the mock, the examples' dates) keep the same rule.

/** How the portal names the zone beside a time. */
export const PROVIDER_ZONE = 'UTC+08:00';

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** @param {number} value @param {number} [width] */
const pad = (value, width = 2) => String(value).padStart(width, '0');

/** The provider's wall clock at a moment, as a Date whose UTC fields read it. @param {Date | number} time */
const wallClock = (time) => new Date(new Date(time).getTime() + OFFSET_MS);

/**
 * A moment as the provider's wall-clock text: YYYY, MM, DD, HH (24 h), mm and ss are replaced, anything else
 * is kept ('YYYY-MM-DD HH:mm:ss'). An invalid time reads 'Invalid Date'.
 * @param {Date | number} time
 * @param {string} format
 * @returns {string}
 */
export function formatProviderTime(time, format) {
  const wall = wallClock(time);
  if (Number.isNaN(wall.getTime())) return 'Invalid Date';
  /** @type {Record<string, string>} */
  const parts = {
    YYYY: pad(wall.getUTCFullYear(), 4),
    MM: pad(wall.getUTCMonth() + 1),
    DD: pad(wall.getUTCDate()),
    HH: pad(wall.getUTCHours()),
    mm: pad(wall.getUTCMinutes()),
    ss: pad(wall.getUTCSeconds()),
  };
  return format.replace(TOKENS, (token) => parts[token] ?? token);
}

/**
 * The provider's wall-clock text ('YYYY-MM-DD', with ' HH:mm' or ' HH:mm:ss'; a T in place of the space, as a
 * date-time input writes it) as the moment it names, or undefined when it is not one. Strict: an impossible
 * day such as 02-30 is refused, not rolled over into the next month.
 * @param {unknown} text
 * @returns {Date | undefined}
 */
export function parseProviderTime(text) {
  const match = typeof text === 'string' ? TEXT.exec(text) : null;
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exact =
    wall.getUTCFullYear() === year &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCDate() === day &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return exact ? new Date(wall.getTime() - OFFSET_MS) : undefined;
}

/**
 * 00:00 of the provider's day a moment falls on.
 * @param {Date | number} time
 * @returns {Date}
 */
export function startOfProviderDay(time) {
  const ms = new Date(time).getTime();
  return new Date(Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS);
}

/**
 * The same wall-clock time `days` days later (earlier when negative): whole days, as the zone has no
 * daylight saving.
 * @param {Date | number} time
 * @param {number} days
 * @returns {Date}
 */
export const addProviderDays = (time, days) => new Date(new Date(time).getTime() + days * DAY_MS);
