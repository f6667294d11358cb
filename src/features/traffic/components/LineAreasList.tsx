// The line areas (code, address, coordinates) with a filter on the code or address, kept in the URL.
// Several filter bars can share a page: each is its own search form.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@/components/table/column-def';
import { useMemo } from 'react';
import { QueryFrame } from '@/components/query/QueryFrame';
import { FilterBar } from '@/components/list/FilterBar';
import { TextFilter } from '@/components/list/TextFilter';
import { DataTable } from '@/components/table/DataTable';
import { lineAreasQuery } from '../api/line-queries';
import { filterAreas, formatCoordinates, parseCoordinates, type LineArea } from '../rules/line-areas';

interface Props {
  filter: string | undefined;
  onFilterChange(text: string | undefined): void;
}

/** The coordinates as a reader wants them; the raw text when it cannot be read as a position. */
const position = (text: string) => {
  const parsed = parseCoordinates(text);
  return parsed ? formatCoordinates(parsed) : text || '-';
};

export function LineAreasList({ filter, onFilterChange }: Props) {
  const { t } = useLingui();
  const areas = useQuery(lineAreasQuery());
  const rows = useMemo(() => filterAreas(areas.data ?? [], filter), [areas.data, filter]);
  const columns: ColumnDef<LineArea>[] = [
    { id: 'code', header: t`Area code`, accessorKey: 'code' },
    { id: 'address', header: t`Address`, accessorKey: 'address' },
    { id: 'coordinates', header: t`Coordinates`, accessorFn: (row) => position(row.coordinates) },
  ];
  return (
    <Stack gap="2">
      <FilterBar
        values={{ area: filter ?? '' }}
        onSearch={({ area }) => onFilterChange(area.trim() || undefined)}
        onReset={() => onFilterChange(undefined)}
      >
        {(draft, update) => (
          <TextFilter
            label={t`Filter areas`}
            placeholder={t`Area code or address`}
            value={draft.area}
            onChange={(area) => update({ area })}
          />
        )}
      </FilterBar>
      <QueryFrame query={areas} loadingHeight="40">
        {() => (
          <DataTable
            label={t`Line areas`}
            columns={columns}
            rows={rows}
            rowId={(row) => row.code}
            rowTestId={(row) => `area-${row.code}`}
            empty={filter ? t`No area matches` : t`No line area`}
          />
        )}
      </QueryFrame>
    </Stack>
  );
}
