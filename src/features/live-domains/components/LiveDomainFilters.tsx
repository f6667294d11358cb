// The live-domain search: part of a domain name, the type and the status, applied with Search.
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '@/components/list/FilterBar';
import { SelectFilter } from '@/components/list/SelectFilter';
import { TextFilter } from '@/components/list/TextFilter';
import { LIVE_DOMAIN_STATUSES, LIVE_DOMAIN_TYPES, type LiveDomainSearch } from '../search';

type Filters = Pick<LiveDomainSearch, 'domain' | 'type' | 'status'>;

interface Props {
  values: Filters;
  onSearch(filters: Filters): void;
  onReset(): void;
}

export function LiveDomainFilters({ values, onSearch, onReset }: Props) {
  const { t } = useLingui();
  const types = { push: t`Push`, pull: t`Pull` };
  const statuses = { enabled: t`Enabled`, disabled: t`Disabled`, configuring: t`Configuring` };
  return (
    <FilterBar values={values} onSearch={onSearch} onReset={onReset}>
      {(draft, update) => (
        <>
          <TextFilter label={t`Domain name`} value={draft.domain ?? ''} onChange={(domain) => update({ domain })} />
          <SelectFilter
            all
            width="36"
            label={t`Type`}
            value={draft.type ?? ''}
            options={LIVE_DOMAIN_TYPES.map((value) => ({ value, label: types[value] }))}
            onChange={(type) => update({ type: LIVE_DOMAIN_TYPES.find((value) => value === type) })}
          />
          <SelectFilter
            all
            width="36"
            label={t`Status`}
            value={draft.status ?? ''}
            options={LIVE_DOMAIN_STATUSES.map((value) => ({ value, label: statuses[value] }))}
            onChange={(status) => update({ status: LIVE_DOMAIN_STATUSES.find((value) => value === status) })}
          />
        </>
      )}
    </FilterBar>
  );
}
