// The dashboard's figures and curves: traffic, bandwidth (with its peak) and requests of the chosen sites.
import { SimpleGrid } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { formatBandwidth, formatCount, formatTraffic } from '@/lib/units';
import { dashboardCurves } from '../rules/dashboard-series';
import type { WebsiteStatistics } from '../types';

export function DashboardCharts({ data, day }: { data: WebsiteStatistics; day: string }) {
  const { t } = useLingui();
  const curves = useMemo(() => dashboardCurves(data), [data]);
  const figures = [
    { key: 'totalFlow', label: t`Total traffic`, value: formatTraffic(data.totalFlow) },
    { key: 'peakBandwidth', label: t`Peak bandwidth`, value: formatBandwidth(data.peakBandwidth) },
    { key: 'totalCount', label: t`Requests`, value: formatCount(data.totalCount) },
    { key: 'blockedCount', label: t`Blocked requests`, value: formatCount(data.blockedCount) },
  ];
  return (
    <>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        {figures.map((figure) => (
          <Stat.Root key={figure.key} borderWidth="1px" rounded="md" p="4" data-testid={`stat-${figure.key}`}>
            <Stat.Label>{figure.label}</Stat.Label>
            <Stat.ValueText>{figure.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <TimeSeriesChart
          ariaLabel={t`Traffic`}
          csvFileName={`website-traffic-${day}.csv`}
          series={[{ label: t`Traffic`, kind: 'traffic', points: curves.traffic }]}
        />
        <TimeSeriesChart
          ariaLabel={t`Bandwidth`}
          csvFileName={`website-bandwidth-${day}.csv`}
          marks={{ peak: true, reported: { peak: data.peakBandwidth } }}
          series={[{ label: t`Bandwidth`, kind: 'bandwidth', points: curves.bandwidth }]}
        />
        <TimeSeriesChart
          ariaLabel={t`Request count`}
          csvFileName={`website-requests-${day}.csv`}
          series={[{ label: t`Requests`, kind: 'count', points: curves.requests }]}
        />
      </SimpleGrid>
    </>
  );
}
