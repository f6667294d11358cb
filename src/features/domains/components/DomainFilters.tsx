// The domain list's search: name, type, status and account, applied with Search; Add opens the wizard.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilterBar } from '@/components/list/FilterBar';
import { OptionsReadFailure } from '@/components/query/options-read';
import { SelectFilter } from '@/components/list/SelectFilter';
import type { SelectOption } from '@/components/select-options';
import { TextFilter } from '@/components/list/TextFilter';
import { domainAccountsQuery } from '../api/domain-queries';
import type { DomainListSearch } from '../search';
import { statusLabels, typeLabels } from './domain-labels';

type Draft = Pick<DomainListSearch, 'name' | 'type' | 'status' | 'account'>;

export function DomainFilters(props: {
  values: Draft;
  onSearch(draft: Draft): void;
  onReset(): void;
  onAdd?: () => void;
}): ReactNode {
  const { t, i18n } = useLingui();
  const accounts = useQuery({ ...domainAccountsQuery(), throwOnError: false });
  const options = (labels: typeof typeLabels): SelectOption[] =>
    Object.entries(labels).map(([value, label]) => ({ value, label: i18n._(label) }));
  return (
    <>
      <FilterBar
        values={props.values}
        onSearch={(draft) => props.onSearch({ ...draft, name: draft.name?.trim() || undefined })}
        onReset={props.onReset}
        actions={
          props.onAdd && (
            <Button size="sm" colorPalette="blue" onClick={props.onAdd}>
              {t`Add domain`}
            </Button>
          )
        }
      >
        {(draft, update) => (
          <>
            <TextFilter label={t`Domain name`} value={draft.name ?? ''} onChange={(name) => update({ name })} />
            <SelectFilter
              all
              width="44"
              label={t`Type`}
              value={draft.type ?? ''}
              options={options(typeLabels)}
              onChange={(v) => update({ type: (v || undefined) as Draft['type'] })}
            />
            <SelectFilter
              all
              width="44"
              label={t`Status`}
              value={draft.status ?? ''}
              options={options(statusLabels)}
              onChange={(v) => update({ status: (v || undefined) as Draft['status'] })}
            />
            <SelectFilter
              all
              width="44"
              label={t`Account`}
              value={draft.account ?? ''}
              options={(accounts.data ?? []).map((a) => ({
                value: a.account,
                label: `${a.accountName} (${a.account})`,
              }))}
              onChange={(v) => update({ account: v || undefined })}
            />
          </>
        )}
      </FilterBar>
      <OptionsReadFailure reads={[accounts]} />
    </>
  );
}
