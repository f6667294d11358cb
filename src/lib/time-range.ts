// Time ranges of the traffic and analysis screens: a preset or a custom range kept in the URL, resolved
// against "now" into concrete dates, with the granularities the range allows and the previous period for
// comparison charts. Ranges end at the last 5-minute boundary and never after now (002 §9). Days, midnights and
// typed times are the provider's (src/lib/provider-time.js), as the server reads them.
import { addProviderDays, formatProviderTime, parseProviderTime, startOfProviderDay } from './provider-time.js';
import { BUCKET_MS, floorToBucket } from './server-time';

export {
  GRANULARITIES,
  TIME_RANGE_PRESETS,
  URL_DATE_TIME_FORMAT,
  URL_DATE_TIME_PATTERN,
  type Granularity,
  type TimeRangePreset,
} from './time-range-values';
import {
  GRANULARITIES,
  URL_DATE_TIME_FORMAT,
  URL_DATE_TIME_PATTERN,
  type Granularity,
  type TimeRangePreset,
} from './time-range-values';

/** The time range as it lives in the URL (the shape of `timeRangeParams`). */
export interface TimeRangeParams {
  range: TimeRangePreset;
  /** Custom start, YYYY-MM-DD HH:mm; only read when range is 'custom'. */
  start?: string | undefined;
  /** Custom end, YYYY-MM-DD HH:mm; only read when range is 'custom'. */
  end?: string | undefined;
  /** The chosen granularity; absent (or not allowed for the range) means the range's default. */
  grad?: Granularity | undefined;
}

/** A resolved range. `end` is the start of the last 5-minute bucket, as the server's examples send it. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** Why a custom range was refused; the component turns it into a translated message. */
export type TimeRangeProblem = 'incomplete' | 'invalid' | 'startAfterEnd' | 'endInFuture';

export type CustomRangeCheck = { ok: true; range: TimeRange } | { ok: false; reason: TimeRangeProblem };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A URL date-time ('YYYY-MM-DD HH:mm', the provider's wall clock) as a Date, or undefined when it is not a real time. */
export function parseUrlDateTime(text: string | undefined): Date | undefined {
  return text && URL_DATE_TIME_PATTERN.test(text) ? parseProviderTime(text) : undefined;
}

export const formatUrlDateTime = (date: Date) => formatProviderTime(date, URL_DATE_TIME_FORMAT);

/** A custom range as the user gave it: refused when incomplete, not a time, reversed or ending after now. */
export function checkCustomRange(start: string | undefined, end: string | undefined, now: Date): CustomRangeCheck {
  if (!start || !end) return { ok: false, reason: 'incomplete' };
  const from = parseUrlDateTime(start);
  const to = parseUrlDateTime(end);
  if (!from || !to) return { ok: false, reason: 'invalid' };
  if (from > to) return { ok: false, reason: 'startAfterEnd' };
  if (to > now) return { ok: false, reason: 'endInFuture' };
  return { ok: true, range: { start: floorToBucket(from), end: floorToBucket(to) } };
}

function presetRange(preset: Exclude<TimeRangePreset, 'custom'>, now: Date): TimeRange {
  const today = startOfProviderDay(now);
  const end = floorToBucket(now);
  switch (preset) {
    case 'today':
      return { start: today, end };
    case 'yesterday':
      // The last bucket of yesterday starts at 23:55 (the contract's example for a whole day).
      return { start: addProviderDays(today, -1), end: new Date(today.getTime() - BUCKET_MS) };
    case 'last7Days':
      // Seven calendar days including today, as '近7天' reads.
      return { start: addProviderDays(today, -6), end };
    case 'last30Days':
      return { start: addProviderDays(today, -29), end };
  }
}

/**
 * The URL's range as dates. A preset always resolves. A custom range whose end lies in the future (an old
 * shared link, a hand-edited URL) is corrected to end now; one that cannot be used falls back to today and
 * says why, so the page still shows data and can tell the user.
 */
export function resolveTimeRange(params: TimeRangeParams, now: Date): TimeRange & { problem?: TimeRangeProblem } {
  if (params.range !== 'custom') return presetRange(params.range, now);
  const end = parseUrlDateTime(params.end);
  const clampedEnd = end && end > now ? formatUrlDateTime(now) : params.end;
  const checked = checkCustomRange(params.start, clampedEnd, now);
  return checked.ok ? checked.range : { ...presetRange('today', now), problem: checked.reason };
}

/** The time the range covers: from its start to the end of its last 5-minute bucket. */
export const coveredMs = (range: TimeRange) => range.end.getTime() + BUCKET_MS - range.start.getTime();

/**
 * Granularities that make sense for the range: 5 minutes and hours always, days once the range covers more
 * than one day (a single day point says nothing).
 */
export function allowedGranularities(range: TimeRange): Granularity[] {
  const covered = coveredMs(range);
  return GRANULARITIES.filter((grad) => grad !== 'day' || covered > DAY_MS);
}

/**
 * Every range opens at 5 minutes (002 §9: default granularity minute5); the chart samples what it draws
 * against its 288-point baseline (src/lib/series.ts), and hours or days are a click away.
 */
export function defaultGranularity(): Granularity {
  return 'minute5';
}

/** The granularity to query: the chosen one when the range allows it, else the range's default. */
export const effectiveGranularity = (range: TimeRange, chosen: Granularity | undefined): Granularity =>
  chosen !== undefined && allowedGranularities(range).includes(chosen) ? chosen : defaultGranularity();

/**
 * The period just before the range, of the same length, for comparison charts. A range starting at
 * midnight moves back by whole days (today until 14:35 → yesterday until 14:35; the last 7 days → the 7
 * days before), so the curves line up by time of day; any other range moves back by exactly its length.
 */
export function previousPeriod(range: TimeRange): TimeRange {
  if (range.start.getTime() === startOfProviderDay(range.start).getTime()) {
    const days = Math.ceil(coveredMs(range) / DAY_MS);
    return { start: addProviderDays(range.start, -days), end: addProviderDays(range.end, -days) };
  }
  const length = coveredMs(range);
  return { start: new Date(range.start.getTime() - length), end: new Date(range.end.getTime() - length) };
}
