// /cdn/customRank: customers ranked by usage over the chosen period, as bars beside a sortable table, and the
// providers' share. The period and the sort live in the URL.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { QueryFrame } from '@/components/query/QueryFrame';
import { useListSearch } from '@/components/list/use-list-search';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import { DataTable } from '@/components/table/DataTable';
import { rankingQuery } from '../api/ranking-queries';
import { ProviderShare } from '../components/ProviderShare';
import { useRankColumns } from '../components/rank-columns';
import { sortRanking } from '../rules/ranking';
import { RANK_COLUMNS, type RankColumn } from '../search';

const route = getRouteApi('/_app/cdn/customRank');

const isRankColumn = (id: string): id is RankColumn => (RANK_COLUMNS as readonly string[]).includes(id);

export function CustomRankPage() {
  const { t } = useLingui();
  const { search, setFilters, setSort } = useListSearch(route);
  const { range, start, end } = search;
  // Its period only: a new sort asks the server nothing.
  const query = useMemo(() => rankingQuery({ range, start, end }), [range, start, end]);
  const ranking = useQuery(query);
  const day = query.queryKey[1].body.startTime.slice(0, 10);
  const columns = useRankColumns();
  const rows = useMemo(() => sortRanking(ranking.data?.customList ?? [], search.sort), [ranking.data, search.sort]);
  const bars = useMemo(
    () =>
      sortRanking(ranking.data?.customList ?? [], undefined).map((row) => ({
        label: row.customName ?? row.custom,
        value: row.amount,
      })),
    [ranking.data],
  );

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`Usage ranking`}</Heading>
      <TimeRangePicker value={search} onChange={setFilters} />
      <QueryFrame query={ranking} loadingHeight="72">
        {(data) => (
          <>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <DistributionChart
                variant="bar"
                kind="traffic"
                ariaLabel={t`Usage by customer`}
                entries={bars}
                csvFileName={`usage-ranking-chart-${day}.csv`}
              />
              <DataTable
                label={t`Usage by customer`}
                columns={columns}
                rows={rows}
                rowId={(row) => row.custom}
                rowTestId={(row) => `rank-${row.custom}`}
                sort={search.sort}
                onSortChange={(sort) => setSort(sort && isRankColumn(sort.id) ? sort : undefined)}
                empty={t`No usage in this period`}
                csvFileName={`usage-ranking-${day}.csv`}
              />
            </SimpleGrid>
            <ProviderShare providers={data.providerList} />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
