// The bandwidth result of the analysis filter (001 §3 "Bandwidth result": the flow curve and the total flow;
// §7: the request travels encrypted): the traffic of the chosen domains over the period, beside the request
// views. A failed answer empties the panel and shows the server's message.
import { Heading, Stack } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/api/query';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { toSeries } from '@/lib/series';
import { formatTraffic } from '@/lib/units';
import type { AnalysisFilter } from '../rules/analysis-filter';
import { QueryFrame } from '@/components/query/QueryFrame';

/** The bandwidth query takes full seconds; the online filter's times are in minutes. */
const inSeconds = (time: string) => (time.length === 16 ? `${time}:00` : time);

export function BandwidthPanel({ filter }: { filter: AnalysisFilter }) {
  const { t } = useLingui();
  const body = {
    account: filter.account,
    domains: filter.domains,
    providers: [],
    startTime: inSeconds(filter.startTime),
    endTime: inSeconds(filter.endTime),
  };
  const query = useQuery(apiQueryOptions('getBandwidth', { body }));
  return (
    <Stack gap="3" data-testid="bandwidth-panel">
      <Heading as="h2" size="md">{t`Traffic of the chosen domains`}</Heading>
      <QueryFrame query={query}>
        {(data) => (
          <Stack gap="3">
            <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid="bandwidth-total">
              <Stat.Label>{t`Total flow`}</Stat.Label>
              <Stat.ValueText>{formatTraffic(data.totalFlow)}</Stat.ValueText>
            </Stat.Root>
            <TimeSeriesChart
              ariaLabel={t`Traffic of the chosen domains`}
              csvFileName="traffic.csv"
              series={[{ label: t`Traffic`, kind: 'traffic', points: toSeries(data.bandAndFlowList, ['flow']).flow }]}
            />
          </Stack>
        )}
      </QueryFrame>
    </Stack>
  );
}
