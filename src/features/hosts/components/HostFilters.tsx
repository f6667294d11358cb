// The host list's filters: area (the area list), customer (the custom list) and a search text.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FilterBar } from '../../../components/list/FilterBar';
import { TextFilter } from '../../../components/list/TextFilter';
import { areasQuery, hostCustomsQuery } from '../api/host-queries';

interface Draft {
  area: string;
  custom: string;
  q: string;
}

interface Props {
  values: Draft;
  onSearch(draft: Draft): void;
  onReset(): void;
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const { t } = useLingui();
  return (
    <Field.Root width="48">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`All`}</option>
          {options.map((option) => (
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

export function HostFilters({ values, onSearch, onReset }: Props) {
  const { t } = useLingui();
  const areas = useQuery(areasQuery());
  const customs = useQuery(hostCustomsQuery());
  return (
    <FilterBar values={values} onSearch={onSearch} onReset={onReset}>
      {(draft, update) => (
        <>
          <Select
            label={t`Area`}
            value={draft.area}
            options={(areas.data ?? []).map((area) => ({ value: area.name, label: area.name }))}
            onChange={(area) => update({ area })}
          />
          <Select
            label={t`Customer`}
            value={draft.custom}
            options={(customs.data ?? []).map((c) => ({ value: c.custom, label: `${c.customName} (${c.custom})` }))}
            onChange={(custom) => update({ custom })}
          />
          <TextFilter label={t`Host name, IP`} value={draft.q} onChange={(q) => update({ q })} />
        </>
      )}
    </FilterBar>
  );
}
