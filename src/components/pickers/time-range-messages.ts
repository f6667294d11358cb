// The words of the time-range picker, as descriptors so a screen can also name the chosen range (a chart
// title) or explain why the URL's custom range was not used (resolveTimeRange's `problem`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Granularity, TimeRangePreset, TimeRangeProblem } from '@/lib/time-range';

export const presetLabels: Record<TimeRangePreset, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7Days: msg`Last 7 days`,
  last30Days: msg`Last 30 days`,
  custom: msg`Custom`,
};

export const granularityLabels: Record<Granularity, MessageDescriptor> = {
  minute5: msg`5 minutes`,
  hour: msg`1 hour`,
  day: msg`1 day`,
};

export const timeRangeProblemMessages: Record<TimeRangeProblem, MessageDescriptor> = {
  incomplete: msg`Choose both a start and an end time`,
  invalid: msg`Enter a valid date and time`,
  startAfterEnd: msg`The start time cannot be later than the end time`,
  endInFuture: msg`The end time cannot be later than now`,
};
