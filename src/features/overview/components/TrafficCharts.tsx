// Bandwidth (with its peak and 95th-percentile marks) and flow of the chosen period, each with the previous
// period drawn dashed over it.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ApiData } from '@/api/call';
import { LazyTimeSeriesChart as TimeSeriesChart } from '@/components/lazy-time-series-chart';
import { periodShiftMs, trafficCurves } from '../rules/traffic-series';
import type { OverviewQueries } from '../rules/overview-query';

type Traffic = NonNullable<ApiData<'getOverviewTraffic'>>;

interface Props {
  queries: OverviewQueries;
  current: Traffic;
  previous?: Traffic;
}

export function TrafficCharts({ queries, current, previous }: Props) {
  const { t } = useLingui();
  const shift = periodShiftMs(queries.current.startTime, queries.previous.startTime);
  const now = useMemo(() => trafficCurves(current.bandAndFlowList), [current]);
  const before = useMemo(() => previous && trafficCurves(previous.bandAndFlowList, shift), [previous, shift]);
  const day = queries.current.startTime.slice(0, 10);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <TimeSeriesChart
        ariaLabel={t`Bandwidth`}
        csvFileName={`bandwidth-${day}.csv`}
        marks={{
          peak: true,
          percentile95: true,
          series: 0,
          reported: { peak: current.peakBandwidth, percentile95: current.bandwidth95 },
        }}
        series={[
          { label: t`Bandwidth`, kind: 'bandwidth', points: now.bandwidth },
          ...(before
            ? [{ label: t`Previous period`, kind: 'bandwidth' as const, points: before.bandwidth, reference: true }]
            : []),
        ]}
      />
      <TimeSeriesChart
        ariaLabel={t`Traffic`}
        csvFileName={`traffic-${day}.csv`}
        series={[
          { label: t`Traffic`, kind: 'traffic', points: now.flow },
          ...(before
            ? [{ label: t`Previous period`, kind: 'traffic' as const, points: before.flow, reference: true }]
            : []),
        ]}
      />
    </SimpleGrid>
  );
}
