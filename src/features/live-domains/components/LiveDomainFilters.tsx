// The live-domain search: part of a domain name, the type and the status, applied with Search.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '../../../components/list/FilterBar';
import { TextFilter } from '../../../components/list/TextFilter';
import { LIVE_DOMAIN_STATUSES, LIVE_DOMAIN_TYPES, type LiveDomainSearch } from '../search';

type Filters = Pick<LiveDomainSearch, 'domain' | 'type' | 'status'>;

interface Props {
  values: Filters;
  onSearch(filters: Filters): void;
  onReset(): void;
}

function Choice<T extends string>(props: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange(value: T | undefined): void;
}) {
  const { t } = useLingui();
  return (
    <Field.Root width="36">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value ?? ''}
          onChange={(e) => props.onChange(props.options.find((option) => option.value === e.target.value)?.value)}
        >
          <option value="">{t`All`}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
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
          <Choice
            label={t`Type`}
            value={draft.type}
            options={LIVE_DOMAIN_TYPES.map((value) => ({ value, label: types[value] }))}
            onChange={(type) => update({ type })}
          />
          <Choice
            label={t`Status`}
            value={draft.status}
            options={LIVE_DOMAIN_STATUSES.map((value) => ({ value, label: statuses[value] }))}
            onChange={(status) => update({ status })}
          />
        </>
      )}
    </FilterBar>
  );
}
