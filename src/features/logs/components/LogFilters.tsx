// Search of log files: a domain and days (never after today).
import { useLingui } from '@lingui/react/macro';
import { useDayRangeCheck } from '@/components/list/day-range-message';
import { DayRangeFields } from '@/components/list/DayRangeFields';
import { FilterBar } from '@/components/list/FilterBar';
import { TextFilter } from '@/components/list/TextFilter';

export interface LogFilterValues {
  domain?: string;
  start?: string;
  end?: string;
}

const orUndefined = (text: string) => text.trim() || undefined;

export function LogFilters({
  values,
  onSearch,
  onReset,
}: {
  values: LogFilterValues;
  onSearch(values: LogFilterValues): void;
  onReset(): void;
}) {
  const { t } = useLingui();
  const checkDays = useDayRangeCheck();
  return (
    <FilterBar
      values={{ domain: values.domain ?? '', start: values.start ?? '', end: values.end ?? '' }}
      validate={checkDays}
      onSearch={(draft) =>
        onSearch({ domain: orUndefined(draft.domain), start: orUndefined(draft.start), end: orUndefined(draft.end) })
      }
      onReset={onReset}
    >
      {(draft, update, invalid) => (
        <>
          <TextFilter
            label={t`Domain`}
            value={draft.domain}
            onChange={(domain) => update({ domain })}
            placeholder="cdn.example.com"
          />
          <DayRangeFields start={draft.start} end={draft.end} onChange={update} invalid={invalid} />
        </>
      )}
    </FilterBar>
  );
}
