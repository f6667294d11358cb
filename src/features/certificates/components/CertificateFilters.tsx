// Search by name and by a range of days (never after today), reset, and the upload button.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDayRangeCheck } from '@/components/list/day-range-message';
import { DayRangeFields } from '@/components/list/DayRangeFields';
import { FilterBar } from '@/components/list/FilterBar';
import { TextFilter } from '@/components/list/TextFilter';

export interface CertificateFilterValues {
  name?: string;
  start?: string;
  end?: string;
}

interface Props {
  values: CertificateFilterValues;
  onSearch(values: CertificateFilterValues): void;
  onReset(): void;
  onUpload?(): void;
}

const orUndefined = (text: string | undefined) => text?.trim() || undefined;

export function CertificateFilters({ values, onSearch, onReset, onUpload }: Props) {
  const { t } = useLingui();
  const checkDays = useDayRangeCheck();
  return (
    <FilterBar
      values={{ name: values.name ?? '', start: values.start ?? '', end: values.end ?? '' }}
      validate={checkDays}
      onSearch={(draft) =>
        onSearch({ name: orUndefined(draft.name), start: orUndefined(draft.start), end: orUndefined(draft.end) })
      }
      onReset={onReset}
      actions={
        onUpload && (
          <Button size="sm" colorPalette="green" onClick={onUpload}>
            {t`Upload`}
          </Button>
        )
      }
    >
      {(draft, update, invalid) => (
        <>
          <TextFilter
            label={t`Certificate name`}
            value={draft.name}
            onChange={(name) => update({ name })}
            placeholder={t`Fuzzy match`}
          />
          <DayRangeFields start={draft.start} end={draft.end} onChange={update} invalid={invalid} />
        </>
      )}
    </FilterBar>
  );
}
