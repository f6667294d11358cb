// Search of a task list: part of a URL, days (never after today), status and, for purges, the kind.
import { useLingui } from '@lingui/react/macro';
import { useDayRangeCheck } from '@/components/list/day-range-message';
import { DayRangeFields } from '@/components/list/DayRangeFields';
import { FilterBar } from '@/components/list/FilterBar';
import { SelectFilter } from '@/components/list/SelectFilter';
import { TextFilter } from '@/components/list/TextFilter';
import type { TaskStatus } from '../rules/tasks';
import { taskStatusLabels } from './task-status-labels';

export interface TaskFilterValues {
  url?: string;
  start?: string;
  end?: string;
  status?: TaskStatus;
  type?: 'url' | 'dir';
}

interface Props {
  values: TaskFilterValues;
  statuses: readonly TaskStatus[];
  /** Offer the url/dir choice (purge tasks only). */
  withType?: boolean;
  onSearch(values: TaskFilterValues): void;
  onReset(): void;
}

const orUndefined = (text: string | undefined) => text?.trim() || undefined;

export function TaskFilters({ values, statuses, withType, onSearch, onReset }: Props) {
  const { t, i18n } = useLingui();
  const checkDays = useDayRangeCheck();
  return (
    <FilterBar
      values={
        {
          url: values.url ?? '',
          start: values.start ?? '',
          end: values.end ?? '',
          status: values.status ?? '',
          type: values.type ?? '',
        } as Record<'url' | 'start' | 'end' | 'status' | 'type', string>
      }
      validate={checkDays}
      onSearch={(draft) =>
        onSearch({
          url: orUndefined(draft.url),
          start: orUndefined(draft.start),
          end: orUndefined(draft.end),
          status: orUndefined(draft.status) as TaskStatus | undefined,
          type: orUndefined(draft.type) as 'url' | 'dir' | undefined,
        })
      }
      onReset={onReset}
    >
      {(draft, update, invalid) => (
        <>
          <TextFilter
            label={t`URL`}
            value={draft.url}
            onChange={(url) => update({ url })}
            placeholder={t`Part of a URL`}
          />
          <DayRangeFields start={draft.start} end={draft.end} onChange={update} invalid={invalid} />
          <SelectFilter
            all
            width="36"
            label={t`Status`}
            value={draft.status}
            onChange={(status) => update({ status })}
            options={statuses.map((status) => ({ value: status, label: i18n._(taskStatusLabels[status]) }))}
          />
          {withType && (
            <SelectFilter
              all
              width="36"
              label={t`Type`}
              value={draft.type}
              onChange={(type) => update({ type })}
              options={[
                { value: 'url', label: t`URL` },
                { value: 'dir', label: t`Directory` },
              ]}
            />
          )}
        </>
      )}
    </FilterBar>
  );
}
