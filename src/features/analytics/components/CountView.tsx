// Request count: the total, its curve and the split by domain (pie beside its table).
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { toSeries } from '@/lib/series';
import { formatCount } from '@/lib/units';
import { analysisQuery } from '../api/analytics-queries';
import { QueryFrame } from '@/components/query/QueryFrame';
import { BandwidthPanel } from './BandwidthPanel';
import { DbCurvePanel } from './DbCurvePanel';
import { ShareTable } from './ShareTable';
import { exportName, type ViewProps } from './view-props';

export function CountView({ source, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('count', source, 'request', filter));
  const name = exportName('requests', filter);
  return (
    <Stack gap="6">
      <QueryFrame query={query}>
        {(data) => (
          <Stack gap="4">
            <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid="analysis-total">
              <Stat.Label>{t`Total requests`}</Stat.Label>
              <Stat.ValueText>{formatCount(data.count)}</Stat.ValueText>
            </Stat.Root>
            <TimeSeriesChart
              ariaLabel={t`Request count`}
              csvFileName={`${name}.csv`}
              series={[
                { label: t`Requests`, kind: 'count', points: toSeries(data.listTC, ['count'], { time: 'time' }).count },
              ]}
            />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <DistributionChart
                ariaLabel={t`Requests by domain`}
                kind="count"
                entries={data.listBT.map((slice) => ({ label: slice.name, value: slice.count }))}
                csvFileName={`${name}-domains-chart.csv`}
              />
              <ShareTable
                label={t`Requests by domain`}
                nameLabel={t`Domain`}
                rows={data.listBT}
                kind="count"
                csvFileName={`${name}-domains.csv`}
              />
            </SimpleGrid>
          </Stack>
        )}
      </QueryFrame>
      <BandwidthPanel filter={filter} />
      {source === 'online' && (
        <>
          <DbCurvePanel call="getRequestDb" filter={filter} title={t`Requests, hits and misses`} kind="count" />
          <DbCurvePanel
            call="getSourceRequestDb"
            filter={filter}
            title={t`Back-to-origin requests, hits and misses`}
            kind="count"
          />
        </>
      )}
    </Stack>
  );
}
