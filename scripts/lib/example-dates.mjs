// The dates of the example macros (openapi/README.md): the provider's day the contract is bundled on, and
// relative date tokens ({{today+3d 10:00:00}}, {{today|unix}}) that keep examples around that day.
import {
  formatProviderTime,
  parseProviderTime as parseProviderText,
  startOfProviderDay as providerMidnight,
} from '../../src/lib/provider-time.js';

export const DAY = 86_400;

/** Unix seconds of 00:00 in the provider's zone of the day `now` falls on. */
export const startOfProviderDay = (now = new Date()) => providerMidnight(now).getTime() / 1000;

const FORMATS = { date: 'YYYY-MM-DD', minute: 'YYYY-MM-DD HH:mm', datetime: 'YYYY-MM-DD HH:mm:ss' };

/** Formats Unix seconds as the provider's wall-clock text ('date', 'minute', 'datetime'), or as 'unix' or 'ms'. */
export function formatSeconds(seconds, format) {
  if (format === 'unix') return seconds;
  if (format === 'ms') return seconds * 1000;
  return formatProviderTime(seconds * 1000, FORMATS[format] ?? FORMATS.datetime);
}

/** The provider's wall-clock text (YYYY-MM-DD, with HH:mm or HH:mm:ss) as Unix seconds; the inverse of formatSeconds. */
export function parseProviderTime(text) {
  const date = parseProviderText(text);
  return date && date.getTime() / 1000;
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
