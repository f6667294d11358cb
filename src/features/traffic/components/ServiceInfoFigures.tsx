// The period's figures as the server computed them: total flow, peak bandwidth, 95th-percentile bandwidth
// and the number of domains.
import { SimpleGrid } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '@/api/call';
import { formatBandwidth, formatCount, formatTraffic } from '@/lib/units';

type Traffic = NonNullable<ApiData<'getServiceInfoTraffic'>>;

export function ServiceInfoFigures({ traffic }: { traffic: Traffic }) {
  const { t } = useLingui();
  const figures = [
    { key: 'totalFlow', label: t`Total flow`, value: formatTraffic(traffic.totalFlow) },
    { key: 'peakBandwidth', label: t`Peak bandwidth`, value: formatBandwidth(traffic.peakBandwidth) },
    { key: 'bandwidth95', label: t`95th percentile bandwidth`, value: formatBandwidth(traffic.bandwidth95) },
    { key: 'domainNum', label: t`Domain count`, value: formatCount(traffic.domainNum) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.key} borderWidth="1px" rounded="md" p="4" bg="bg" data-testid={`stat-${figure.key}`}>
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
