// Log analysis hit rate: the rate's average, current, highest and lowest values, its curve, and the HIT and
// MISS requests as a pie beside their table (percents by the hit-rate rule: hit ÷ request × 100).
import { HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { toSeries } from '@/lib/series';
import { logViewQuery } from '../api/analytics-queries';
import { hitPercent, missPercent } from '../rules/hit-rate';
import type { LogQuery } from '../rules/log-query';
import { QueryFrame } from '@/components/query/QueryFrame';
import { ShareTable } from './ShareTable';

const percent = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(2)}%`);

export function LogHitRateView({ query }: { query: LogQuery }) {
  const { t } = useLingui();
  const result = useQuery(logViewQuery('getAnalysisHitRate', query));
  const name = `log-hit-rate-${query.startTime.slice(0, 10)}`;
  return (
    <QueryFrame query={result}>
      {(data) => {
        const requests = data.HIT + data.MISS;
        const rows = [
          { name: t`Hits`, count: data.HIT, percent: hitPercent(data.HIT, requests) },
          { name: t`Misses`, count: data.MISS, percent: missPercent(data.HIT, requests) },
        ];
        const stats = [
          { id: 'avg', label: t`Average hit rate`, value: data.avg },
          { id: 'current', label: t`Current hit rate`, value: data.current },
          { id: 'max', label: t`Highest hit rate`, value: data.max },
          { id: 'min', label: t`Lowest hit rate`, value: data.min },
        ];
        // The histogram's keys are in milliseconds; the series helper reads seconds.
        const points = data.histogramList.map((point) => ({ time: point.key / 1000, value: point.value }));
        return (
          <Stack gap="4">
            <HStack gap="4" wrap="wrap">
              {stats.map((stat) => (
                <Stat.Root key={stat.id} borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid={`hit-${stat.id}`}>
                  <Stat.Label>{stat.label}</Stat.Label>
                  <Stat.ValueText>{percent(stat.value)}</Stat.ValueText>
                </Stat.Root>
              ))}
            </HStack>
            <TimeSeriesChart
              ariaLabel={t`Hit rate (%)`}
              csvFileName={`${name}.csv`}
              series={[
                { label: t`Hit rate (%)`, kind: 'count', points: toSeries(points, ['value'], { time: 'time' }).value },
              ]}
            />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <DistributionChart
                ariaLabel={t`Hit and miss share`}
                kind="count"
                entries={rows.map((row) => ({ label: row.name, value: row.count }))}
                csvFileName={`${name}-share-chart.csv`}
              />
              <ShareTable
                label={t`Hit and miss share`}
                nameLabel={t`Result`}
                rows={rows}
                kind="count"
                csvFileName={`${name}-share.csv`}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryFrame>
  );
}
