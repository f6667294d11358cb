// Expands the two example macros of openapi/README.md: relative dates ({{today+3d 10:00:00}}) and
// day-shaped traffic curves ($curve), so examples stay around the day the contract is bundled.
const DAY = 86_400;
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

/** A small seeded generator, so the same contract bundles to the same curve on the same day. */
function seededRandom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 0 at 04:00, 1 at 21:00: a slow rise through the day and a faster fall after the evening peak. */
export function dailyShape(hour) {
  const h = (hour - 4 + 24) % 24;
  const rise = 17;
  const phase = h <= rise ? h / rise : 1 - (h - rise) / (24 - rise);
  return (1 - Math.cos(Math.PI * phase)) / 2;
}

export function expandCurve(spec, today) {
  const {
    time,
    timeFormat = 'unix',
    fields,
    points = 288,
    step = 300,
    integer = true,
    seed = 7,
    startDay = 0,
    noise = 0.08,
  } = spec;
  const random = seededRandom(seed);
  // startDay moves the first point to 00:00 of an earlier day (-6: a week ending today).
  const first = today + startDay * DAY;
  return Array.from({ length: points }, (_, i) => {
    const seconds = first + i * step;
    const shape = dailyShape(((seconds - first) / 3600) % 24);
    const item = { [time]: formatSeconds(seconds, timeFormat) };
    for (const [name, { trough, peak }] of Object.entries(fields)) {
      const factor = 1 + (random() - 0.5) * noise;
      const value = (trough + (peak - trough) * shape) * factor;
      item[name] = integer ? Math.round(value) : Math.round(value * 100) / 100;
    }
    return item;
  });
}

/** Returns a copy of an example value with every macro expanded. */
export function expandExample(value, today) {
  if (typeof value === 'string') return expandDateTokens(value, today);
  if (Array.isArray(value)) return value.map((item) => expandExample(item, today));
  if (value && typeof value === 'object') {
    if (value.$curve) return expandCurve(value.$curve, today);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandExample(v, today)]));
  }
  return value;
}
