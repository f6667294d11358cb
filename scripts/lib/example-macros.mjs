// Expands the example macros of openapi/README.md: relative dates ({{today+3d 10:00:00}}, example-dates.mjs),
// day-shaped traffic curves ($curve), so examples stay around the day the contract is bundled, the figures an
// answer carries beside its curve ($figure: total, peak, 95th percentile…), computed from that curve, and long
// generated lists ($items, example-items.mjs) for the opt-in examples of thousands of rows.
import { DAY, expandDateTokens, formatSeconds } from './example-dates.mjs';
import { expandItems } from './example-items.mjs';

export { startOfProviderDay } from './example-dates.mjs';

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

/** The most points a curve drawn over a range asked for holds (31 days by the minute). */
export const MAX_RANGE_POINTS = 31 * 1440;

/**
 * A day-shaped curve: by default `points` samples `step` seconds apart from 00:00 of today (or of `startDay`).
 * With a `range` ({ start, end, step } in Unix seconds: the period a request asks for, openapi/README.md), it
 * runs over that period instead, one sample per `step`; a field marked `volume` (traffic, requests: an amount per
 * sample, not a rate) holds more in a sample longer than the curve's own and less in a shorter one, and a longer
 * sample takes its shape from the middle of its time. The shape follows the time of day, so any period shows the
 * same day.
 */
export function expandCurve(spec, today, range) {
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
  const first = range ? range.start : today + startDay * DAY;
  const every = range?.step ?? step;
  const count = range ? Math.min(MAX_RANGE_POINTS, Math.max(0, Math.floor((range.end - first) / every) + 1)) : points;
  // An amount per sample scales with the sample's length; a longer sample's shape is that of its middle.
  const scale = every / step;
  const middle = every > step ? every / 2 : 0;
  return Array.from({ length: count }, (_, i) => {
    const seconds = first + i * every;
    const shape = dailyShape(((((seconds + middle - today) / 3600) % 24) + 24) % 24);
    const item = { [time]: formatSeconds(seconds, timeFormat) };
    for (const [name, { trough, peak, volume = false }] of Object.entries(fields)) {
      const factor = 1 + (random() - 0.5) * noise;
      const value = (trough + (peak - trough) * shape) * factor * (volume ? scale : 1);
      item[name] = integer ? Math.round(value) : Math.round(value * 100) / 100;
    }
    return item;
  });
}

/**
 * The billed sample of a bandwidth series at the 95th percentile, by the CDN convention the portal uses
 * (src/lib/percentile.ts): sort from highest to lowest, discard the top 5 % (floor(n × 0.05) samples), and
 * the next sample sets the bill.
 */
export function billingPercentile95(values) {
  const ranked = values.toSorted((a, b) => b - a);
  return ranked[Math.floor((ranked.length * 5) / 100)];
}

/** The figures a `$figure` can compute from the samples of a curve. */
export const FIGURES = {
  sum: (values) => values.reduce((sum, value) => sum + value, 0),
  max: (values) => Math.max(...values),
  min: (values) => Math.min(...values),
  avg: (values) => values.reduce((sum, value) => sum + value, 0) / values.length,
  p95: billingPercentile95,
  /** The latest sample (the curve's current value). */
  last: (values) => values.at(-1),
  count: (values) => values.length,
};

const isFigure = (value) => Boolean(value && typeof value === 'object' && !Array.isArray(value) && value.$figure);

/**
 * The samples a `$figure` reads: the field of every item of the named sibling curves (`of: bandAndFlowList`
 * or a list of names, whose samples are pooled), or of a curve written in place (`of: { $curve: … }`, often a
 * YAML alias of a curve elsewhere in the same file, so two answers of one period agree). `count` without a
 * field counts the items of any list (the total beside a generated `$items` list).
 */
function samplesOf({ $figure, of, field }, siblings, today, where, range) {
  const curves =
    of && typeof of === 'object' && !Array.isArray(of)
      ? [expandExample(of, today, range)]
      : [of].flat().map((name) => siblings[name]);
  return curves.flatMap((curve, index) => {
    if (!Array.isArray(curve)) throw new Error(`${where}: $figure reads ${[of].flat()[index]}, which is no curve`);
    return curve.map((item) => {
      const value = field === undefined ? item : item?.[field];
      if ($figure === 'count' && field === undefined) return 1;
      if (typeof value !== 'number') throw new Error(`${where}: $figure found no number '${field}' in its curve`);
      return value;
    });
  });
}

/** A figure of an answer computed from its curve, so that the example's total, peak or 95th percentile agree. */
export function computeFigure(spec, siblings, today, where = 'example', range = undefined) {
  const figure = FIGURES[spec.$figure];
  if (!figure) throw new Error(`${where}: unknown $figure '${spec.$figure}' (${Object.keys(FIGURES).join(', ')})`);
  const samples = samplesOf(spec, siblings, today, where, range);
  // A curve over a range may hold no sample (a period not yet begun): its figures are 0.
  if (!samples.length && range) return 0;
  // `share`: a part of the figure, for a split beside the curve (each domain's requests) that follows it.
  const value = figure(samples) * (spec.share ?? 1);
  // Rounded as the answer carries it: whole numbers unless `decimals` says otherwise (a percentage).
  const scale = 10 ** (spec.decimals ?? 0);
  return Math.round(value * scale) / scale;
}

/** Whether an example value holds a curve, which a request's range can redraw (expandExample's `range`). */
export const holdsCurve = (value) =>
  Boolean(value && typeof value === 'object') &&
  (Boolean(value.$curve) || Object.values(value).some((item) => holdsCurve(item)));

/**
 * Returns a copy of an example value with every macro expanded; with a `range`, its curves run over that
 * period (expandCurve) and the figures beside them are computed from them.
 */
export function expandExample(value, today, range = undefined) {
  if (typeof value === 'string') return expandDateTokens(value, today);
  if (Array.isArray(value)) return value.map((item) => expandExample(item, today, range));
  if (value && typeof value === 'object') {
    if (value.$curve) return expandCurve(value.$curve, today, range);
    if (value.$items) return expandItems(value.$items, today);
    // Figures last: they are computed from their siblings once those are expanded.
    const expanded = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, isFigure(v) ? v : expandExample(v, today, range)]),
    );
    for (const [key, item] of Object.entries(expanded)) {
      if (isFigure(item)) expanded[key] = computeFigure(item, expanded, today, key, range);
    }
    return expanded;
  }
  return value;
}
