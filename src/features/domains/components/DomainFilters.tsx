// The domain list's search: name, type, status and account, applied with Search; Add opens the wizard.
import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilterBar } from '../../../components/list/FilterBar';
import { TextFilter } from '../../../components/list/TextFilter';
import { domainAccountsQuery } from '../api/domain-queries';
import type { DomainListSearch } from '../search';
import { statusLabels, typeLabels } from './domain-labels';

type Draft = Pick<DomainListSearch, 'name' | 'type' | 'status' | 'account'>;

function Choice(props: { label: string; value: string; options: [string, string][]; onChange(v: string): void }) {
  const { t } = useLingui();
  return (
    <Field.Root width="44">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">{t`All`}</option>
          {props.options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function DomainFilters(props: {
  values: Draft;
  onSearch(draft: Draft): void;
  onReset(): void;
  onAdd?: () => void;
}): ReactNode {
  const { t, i18n } = useLingui();
  const accounts = useQuery({ ...domainAccountsQuery(), throwOnError: false });
  const pairs = (labels: typeof typeLabels): [string, string][] =>
    Object.entries(labels).map(([value, label]) => [value, i18n._(label)]);
  return (
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
          <Choice
            label={t`Type`}
            value={draft.type ?? ''}
            options={pairs(typeLabels)}
            onChange={(v) => update({ type: (v || undefined) as Draft['type'] })}
          />
          <Choice
            label={t`Status`}
            value={draft.status ?? ''}
            options={pairs(statusLabels)}
            onChange={(v) => update({ status: (v || undefined) as Draft['status'] })}
          />
          <Choice
            label={t`Account`}
            value={draft.account ?? ''}
            options={(accounts.data ?? []).map((a) => [a.account, `${a.accountName} (${a.account})`])}
            onChange={(v) => update({ account: v || undefined })}
          />
        </>
      )}
    </FilterBar>
  );
}
