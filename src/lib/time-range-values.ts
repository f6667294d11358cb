// The values a time range is written with in the URL. Kept apart from time-range.ts (and its date library) so
// the search schemas, which every route's first load parses, stay small.
export const TIME_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'custom'] as const;
export type TimeRangePreset = (typeof TIME_RANGE_PRESETS)[number];

/** The contract's `grad` values (openapi/areas/overview.yaml, OverviewQuery). */
export const GRANULARITIES = ['minute5', 'hour', 'day'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** How a custom start or end is written in the URL: the provider's time to the minute. */
export const URL_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const URL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
