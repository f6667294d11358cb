// The dates of the example macros (openapi/README.md): the provider's day the contract is bundled on, and
// relative date tokens ({{today+3d 10:00:00}}, {{today|unix}}) that keep examples around that day.
export const DAY = 86_400;
const PROVIDER_OFFSET_HOURS = 8; // the provider's time zone, UTC+8

const pad = (n) => String(n).padStart(2, '0');

/** Unix seconds of 00:00 (UTC+8) of the day `now` falls on. */
export function startOfProviderDay(now = new Date()) {
  const shifted = new Date(now.getTime() + PROVIDER_OFFSET_HOURS * 3_600_000);
  return (
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) / 1000 -
    PROVIDER_OFFSET_HOURS * 3600
  );
}

/** Formats Unix seconds as provider-local text. */
export function formatSeconds(seconds, format) {
  if (format === 'unix') return seconds;
  if (format === 'ms') return seconds * 1000;
  const d = new Date((seconds + PROVIDER_OFFSET_HOURS * 3600) * 1000);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (format === 'date') return date;
  const minute = `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  if (format === 'minute') return minute;
  return `${minute}:${pad(d.getUTCSeconds())}`;
}

const PROVIDER_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Provider-local text (YYYY-MM-DD, with HH:mm or HH:mm:ss) as Unix seconds; the inverse of formatSeconds. */
export function parseProviderTime(text) {
  const parts = typeof text === 'string' ? PROVIDER_TIME.exec(text) : null;
  if (!parts) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - PROVIDER_OFFSET_HOURS * 3600;
}

const TOKEN = /\{\{today([+-]\d+d)?(?: (\d{2}):(\d{2})(?::(\d{2}))?)?(?:\|(date|minute|datetime|unix|ms))?\}\}/g;

function tokenValue(today, offset, hh, mm, ss, format) {
  const days = offset ? Number.parseInt(offset, 10) : 0;
  const seconds = today + days * DAY + Number(hh ?? 0) * 3600 + Number(mm ?? 0) * 60 + Number(ss ?? 0);
  return formatSeconds(seconds, format ?? 'datetime');
}

export function expandDateTokens(text, today) {
  const whole = new RegExp(`^${TOKEN.source}$`).exec(text);
  if (whole) return tokenValue(today, ...whole.slice(1));
  return text.replace(TOKEN, (_, ...groups) => String(tokenValue(today, ...groups.slice(0, 5))));
}
