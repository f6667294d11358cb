// The overview's figures: total flow, peak bandwidth, 95th-percentile bandwidth and the number of domains,
// each compared with the previous period when it is known.
import { HStack, SimpleGrid } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '@/api/call';
import { formatBandwidth, formatCount, formatTraffic } from '@/lib/units';
import { changeDirection, formatChange, relativeChange } from '../rules/comparison';

type Traffic = NonNullable<ApiData<'getOverviewTraffic'>>;

interface Props {
  current: Traffic;
  previous?: Traffic;
}

export function TrafficCards({ current, previous }: Props) {
  const { t } = useLingui();
  const cards = [
    { label: t`Total flow`, value: formatTraffic(current.totalFlow), key: 'totalFlow' },
    { label: t`Peak bandwidth`, value: formatBandwidth(current.peakBandwidth), key: 'peakBandwidth' },
    { label: t`95th percentile bandwidth`, value: formatBandwidth(current.bandwidth95), key: 'bandwidth95' },
    { label: t`Domain count`, value: formatCount(current.domainNum), key: 'domainNum' },
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
      {cards.map((card) => {
        const change = relativeChange(current[card.key], previous?.[card.key]);
        return (
          <Stat.Root key={card.key} borderWidth="1px" rounded="md" p="4" bg="bg" data-testid={`stat-${card.key}`}>
            <Stat.Label>{card.label}</Stat.Label>
            <Stat.ValueText>{card.value}</Stat.ValueText>
            {change !== undefined && (
              // A description of the figure: inside Chakra's stat (a description list) it must be a <dd>.
              <HStack as="dd" gap="1">
                <Stat.HelpText>{t`vs previous period`}</Stat.HelpText>
                {changeDirection(change) === 'up' && <Stat.UpIndicator color="fg.muted" />}
                {changeDirection(change) === 'down' && <Stat.DownIndicator color="fg.muted" />}
                <Stat.HelpText>{formatChange(change)}</Stat.HelpText>
              </HStack>
            )}
          </Stat.Root>
        );
      })}
    </SimpleGrid>
  );
}
