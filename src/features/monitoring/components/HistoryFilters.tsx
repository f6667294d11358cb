// The history search: rule name, domain and a range of days (never after today), applied with Search.
import { useLingui } from '@lingui/react/macro';
import { useDayRangeCheck } from '@/components/list/day-range-message';
import { DayRangeFields } from '@/components/list/DayRangeFields';
import { FilterBar } from '@/components/list/FilterBar';
import { TextFilter } from '@/components/list/TextFilter';

export interface HistoryFilterValues {
  ruleName?: string;
  domain?: string;
  start?: string;
  end?: string;
}

const orUndefined = (text: string) => text.trim() || undefined;

export function HistoryFilters({
  values,
  onSearch,
  onReset,
}: {
  values: HistoryFilterValues;
  onSearch(values: HistoryFilterValues): void;
  onReset(): void;
}) {
  const { t } = useLingui();
  const checkDays = useDayRangeCheck();
  return (
    <FilterBar
      values={{
        ruleName: values.ruleName ?? '',
        domain: values.domain ?? '',
        start: values.start ?? '',
        end: values.end ?? '',
      }}
      validate={checkDays}
      onSearch={(draft) =>
        onSearch({
          ruleName: orUndefined(draft.ruleName),
          domain: orUndefined(draft.domain),
          start: orUndefined(draft.start),
          end: orUndefined(draft.end),
        })
      }
      onReset={onReset}
    >
      {(draft, update, invalid) => (
        <>
          <TextFilter label={t`Rule name`} value={draft.ruleName} onChange={(ruleName) => update({ ruleName })} />
          <TextFilter label={t`Domain`} value={draft.domain} onChange={(domain) => update({ domain })} />
          <DayRangeFields start={draft.start} end={draft.end} onChange={update} invalid={invalid} />
        </>
      )}
    </FilterBar>
  );
}
