// The reasons of src/lib/day-range.ts in the user's language, and the one check a filter bar with
// DayRangeFields passes as its `validate`, so every screen refuses the same days with the same words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { checkDayRange, type DayRangeProblem } from '@/lib/day-range';

export const dayRangeMessages: Record<DayRangeProblem, MessageDescriptor> = {
  afterToday: msg`Dates after today are not allowed`,
  startAfterEnd: msg`The start date must not be after the end date`,
};

const dayOrUndefined = (text: string | undefined) => text?.trim() || undefined;

/** A FilterBar `validate` for a draft with start and end days: the reason in the user's language, or undefined. */
export function useDayRangeCheck(): (draft: { start?: string; end?: string }) => string | undefined {
  const { i18n } = useLingui();
  return (draft) => {
    const problem = checkDayRange(dayOrUndefined(draft.start), dayOrUndefined(draft.end));
    return problem && i18n._(dayRangeMessages[problem]);
  };
}
