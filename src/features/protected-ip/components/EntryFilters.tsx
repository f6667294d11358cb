// Search the entries by text and status, reset, and add an entry.
import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '../../../components/list/FilterBar';
import { TextFilter } from '../../../components/list/TextFilter';
import { provisioningStatusLabels } from '../../../components/status/provisioning-status-labels';
import { PROVISIONING_STATUSES } from '../../../lib/provisioning-status';
import type { IpsetSearch } from '../search';

type Filters = Pick<IpsetSearch, 'q' | 'status'>;

interface Props {
  values: Filters;
  onSearch(values: Filters): void;
  onReset(): void;
  onAdd?(): void;
}

export function EntryFilters({ values, onSearch, onReset, onAdd }: Props) {
  const { t, i18n } = useLingui();
  return (
    <FilterBar
      values={{ q: values.q ?? '', status: values.status === undefined ? '' : String(values.status) }}
      onSearch={(draft) =>
        onSearch({
          q: draft.q.trim() || undefined,
          status: draft.status ? (Number(draft.status) as Filters['status']) : undefined,
        })
      }
      onReset={onReset}
      actions={
        onAdd && (
          <Button size="sm" colorPalette="green" onClick={onAdd}>
            {t`Add IP protection`}
          </Button>
        )
      }
    >
      {(draft, update) => (
        <>
          <TextFilter
            label={t`Source IP, cname or port`}
            value={draft.q}
            onChange={(q) => update({ q })}
            placeholder={t`Fuzzy match`}
          />
          <Field.Root width="44">
            <Field.Label>{t`Status`}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={draft.status} onChange={(e) => update({ status: e.target.value })}>
                <option value="">{t`All statuses`}</option>
                {PROVISIONING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {i18n._(provisioningStatusLabels[status])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </>
      )}
    </FilterBar>
  );
}
