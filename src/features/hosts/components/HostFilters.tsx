// The host list's filters: area (the area list), customer (the custom list) and a search text.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FilterBar } from '@/components/list/FilterBar';
import { OptionsReadFailure } from '@/components/query/options-read';
import { SelectFilter } from '@/components/list/SelectFilter';
import { TextFilter } from '@/components/list/TextFilter';
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

export function HostFilters({ values, onSearch, onReset }: Props) {
  const { t } = useLingui();
  const areas = useQuery(areasQuery());
  const customs = useQuery(hostCustomsQuery());
  return (
    <>
      <FilterBar values={values} onSearch={onSearch} onReset={onReset}>
        {(draft, update) => (
          <>
            <SelectFilter
              all
              width="48"
              label={t`Area`}
              value={draft.area}
              options={(areas.data ?? []).map((area) => ({ value: area.name, label: area.name }))}
              onChange={(area) => update({ area })}
            />
            <SelectFilter
              all
              width="48"
              label={t`Customer`}
              value={draft.custom}
              options={(customs.data ?? []).map((c) => ({ value: c.custom, label: `${c.customName} (${c.custom})` }))}
              onChange={(custom) => update({ custom })}
            />
            <TextFilter label={t`Host name, IP`} value={draft.q} onChange={(q) => update({ q })} />
          </>
        )}
      </FilterBar>
      <OptionsReadFailure reads={[areas, customs]} />
    </>
  );
}
