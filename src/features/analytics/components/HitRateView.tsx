// Cache hit rate: hourly hit and miss counts, the hit/miss pie and a table whose percents follow the rule
// hit ÷ request × 100 (two decimals, 0 without requests; miss is the complement).
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@/components/table/column-def';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { DataTable } from '@/components/table/DataTable';
import { formatProviderTime } from '@/lib/provider-time.js';
import { fromUnixSeconds, SECONDS_FORMAT } from '@/lib/server-time';
import { toSeries } from '@/lib/series';
import { formatCount } from '@/lib/units';
import { analysisQuery } from '../api/analytics-queries';
import { hitRateRows, type HitRateRow } from '../rules/hit-rate';
import { QueryFrame } from '@/components/query/QueryFrame';
import { hasForms } from '../api/form-queries';
import { DbCurvePanel } from './DbCurvePanel';
import { HitRatePiePanel } from './HitRatePiePanel';
import { exportName, type ViewProps } from './view-props';

export function HitRateView({ source, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('hitRate', source, 'request', filter));
  const name = exportName('hit-rate', filter);
  const columns: ColumnDef<HitRateRow>[] = [
    {
      id: 'time',
      header: t`Time`,
      accessorFn: (row) => row.time,
      cell: ({ row }) => formatProviderTime(fromUnixSeconds(row.original.time), SECONDS_FORMAT),
      meta: { csv: (row) => formatProviderTime(fromUnixSeconds(row.time), SECONDS_FORMAT) },
    },
    {
      id: 'hit',
      header: t`Hits`,
      accessorFn: (row) => row.hit,
      cell: ({ row }) => formatCount(row.original.hit),
      meta: { numeric: true, csv: (row) => row.hit },
    },
    {
      id: 'miss',
      header: t`Misses`,
      accessorFn: (row) => row.miss,
      cell: ({ row }) => formatCount(row.original.miss),
      meta: { numeric: true, csv: (row) => row.miss },
    },
    {
      id: 'hitPercent',
      header: t`Hit rate`,
      accessorFn: (row) => row.hitPercent,
      cell: ({ row }) => `${row.original.hitPercent.toFixed(2)}%`,
      meta: { numeric: true, csv: (row) => row.hitPercent },
    },
    {
      id: 'missPercent',
      header: t`Miss rate`,
      accessorFn: (row) => row.missPercent,
      cell: ({ row }) => `${row.original.missPercent.toFixed(2)}%`,
      meta: { numeric: true, csv: (row) => row.missPercent },
    },
  ];
  return (
    <Stack gap="6">
      <QueryFrame query={query}>
        {(data) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <TimeSeriesChart
                ariaLabel={t`Hits and misses`}
                csvFileName={`${name}.csv`}
                series={[
                  { label: t`Hits`, kind: 'count', points: toSeries(data.hitList, ['count'], { time: 'time' }).count },
                  {
                    label: t`Misses`,
                    kind: 'count',
                    points: toSeries(data.missList, ['count'], { time: 'time' }).count,
                  },
                ]}
              />
              <DistributionChart
                ariaLabel={t`Hit and miss share`}
                kind="count"
                entries={data.hisMissList.map((slice) => ({
                  label: slice.log_cache_substatus === 'HIT' ? t`Hits` : t`Misses`,
                  value: slice.c,
                  // The colours of the hits' and the misses' curves beside it.
                  color: slice.log_cache_substatus === 'HIT' ? 0 : 1,
                }))}
                csvFileName={`${name}-share.csv`}
              />
            </SimpleGrid>
            <DataTable
              label={t`Hit rate by time`}
              columns={columns}
              rows={hitRateRows(data.hitList, data.missList)}
              rowId={(row) => String(row.time)}
              empty={t`No data`}
              csvFileName={`${name}-table.csv`}
            />
          </Stack>
        )}
      </QueryFrame>
      {hasForms(source) && <HitRatePiePanel source={source} filter={filter} />}
      {source === 'online' && (
        <>
          <DbCurvePanel
            call="getHitRateDb"
            filter={filter}
            title={t`Hit rate by hour`}
            kind="count"
            privateRatios="request"
          />
          <DbCurvePanel
            call="getByteRateDb"
            filter={filter}
            title={t`Byte hit rate by hour`}
            kind="traffic"
            privateRatios="flow"
          />
        </>
      )}
    </Stack>
  );
}
