// Search the entries by text and status, reset, and add an entry.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '@/components/list/FilterBar';
import { SelectFilter } from '@/components/list/SelectFilter';
import { TextFilter } from '@/components/list/TextFilter';
import { provisioningStatusLabels } from '@/components/status/provisioning-status-labels';
import { PROVISIONING_STATUSES } from '@/lib/provisioning-status';
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
          <SelectFilter
            label={t`Status`}
            width="44"
            all={t`All statuses`}
            value={draft.status}
            onChange={(status) => update({ status })}
            options={PROVISIONING_STATUSES.map((status) => ({
              value: String(status),
              label: i18n._(provisioningStatusLabels[status]),
            }))}
          />
        </>
      )}
    </FilterBar>
  );
}
