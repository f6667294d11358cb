// Ingress and egress bandwidth (with the peak and 95th-percentile marks of ingress) and flow over time, and
// the flow per area, the top 9 areas and the rest as a gray 'Other' (002 §3.5). Units scale by 1000.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ApiData } from '@/api/call';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { statisticCurves } from '../rules/statistics';

type Statistics = NonNullable<ApiData<'getProtectedIpStatistics'>>;

export function StatisticCharts({ data, day }: { data: Statistics; day: string }) {
  const { t } = useLingui();
  const curves = useMemo(() => statisticCurves(data.list), [data]);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <TimeSeriesChart
          ariaLabel={t`Bandwidth`}
          csvFileName={`ip-bandwidth-${day}.csv`}
          marks={{ peak: true, percentile95: true, series: 0 }}
          series={[
            { label: t`Ingress bandwidth`, kind: 'bandwidth', points: curves.ingressBandwidth },
            { label: t`Egress bandwidth`, kind: 'bandwidth', points: curves.egressBandwidth },
          ]}
        />
        <TimeSeriesChart
          ariaLabel={t`Traffic`}
          csvFileName={`ip-traffic-${day}.csv`}
          series={[
            { label: t`Ingress traffic`, kind: 'traffic', points: curves.ingressFlow },
            { label: t`Egress traffic`, kind: 'traffic', points: curves.egressFlow },
          ]}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Stack gap="2">
          <Heading as="h2" size="sm">{t`Ingress traffic by area`}</Heading>
          <DistributionChart
            entries={data.areaIngressFlow}
            kind="traffic"
            variant="bar"
            ariaLabel={t`Ingress traffic by area`}
            csvFileName={`ip-ingress-areas-${day}.csv`}
          />
        </Stack>
        <Stack gap="2">
          <Heading as="h2" size="sm">{t`Egress traffic by area`}</Heading>
          <DistributionChart
            entries={data.areaEgressFlow}
            kind="traffic"
            variant="bar"
            ariaLabel={t`Egress traffic by area`}
            csvFileName={`ip-egress-areas-${day}.csv`}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
