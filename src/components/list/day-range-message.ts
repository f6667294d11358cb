// The reasons of src/lib/day-range.ts in the user's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DayRangeProblem } from '../../lib/day-range';

export const dayRangeMessages: Record<DayRangeProblem, MessageDescriptor> = {
  afterToday: msg`Dates after today are not allowed`,
  startAfterEnd: msg`The start date must not be after the end date`,
};
