// Bandwidth (with its peak, the sample that sets the 95th percentile and the discarded top 5 % marked) and
// flow of the chosen period, each with a CSV of its points; the 95th percentile explained under the chart.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ApiData } from '@/api/call';
// Imported lazily, so the route's reads go out before chart.js is evaluated (the loader waits for both).
import { LazyTimeSeriesChart as TimeSeriesChart } from '@/components/lazy-time-series-chart';
import { toSeries } from '@/lib/series';
import { PercentileNote } from './PercentileNote';

type Traffic = NonNullable<ApiData<'getServiceInfoTraffic'>>;

interface Props {
  traffic: Traffic;
  /** The period's first day, for the CSV file names. */
  day: string;
}

export function ServiceInfoCharts({ traffic, day }: Props) {
  const { t } = useLingui();
  // Every sample: the chart samples for drawing only, and its marks and the note read them all, as the bill does.
  const curves = useMemo(() => toSeries(traffic.bandAndFlowList, ['bandwidth', 'flow']), [traffic]);
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <Stack gap="2">
        <TimeSeriesChart
          ariaLabel={t`Bandwidth`}
          csvFileName={`service-bandwidth-${day}.csv`}
          marks={{
            peak: true,
            percentile95: true,
            reported: { peak: traffic.peakBandwidth, percentile95: traffic.bandwidth95 },
          }}
          series={[{ label: t`Bandwidth`, kind: 'bandwidth', points: curves.bandwidth }]}
        />
        <PercentileNote points={curves.bandwidth} />
      </Stack>
      <TimeSeriesChart
        ariaLabel={t`Traffic`}
        csvFileName={`service-traffic-${day}.csv`}
        series={[{ label: t`Traffic`, kind: 'traffic', points: curves.flow }]}
      />
    </SimpleGrid>
  );
}
