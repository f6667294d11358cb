// User distribution: China (all requests, those from China, by ISP and by province) and all regions (by
// continent and by country), by requests or by traffic. The region scope ('cn' or 'all') says which comes first.
import { HStack, Stack } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatValue } from '@/lib/units';
import { analysisQuery } from '../api/analytics-queries';
import { percentOf } from '../rules/percent';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DistributionPanel } from './DistributionPanel';
import { exportName, type ViewProps } from './view-props';

export function UsersView({ source, byType, filter }: ViewProps) {
  const { t } = useLingui();
  const china = useQuery(analysisQuery('usersCn', source, byType, filter));
  const world = useQuery(analysisQuery('usersAll', source, byType, filter));
  const kind = byType === 'flow' ? 'traffic' : 'count';
  const name = exportName('users', filter);
  const chinaPart = (
    <QueryFrame query={china} key="cn">
      {(data) => (
        <Stack gap="4">
          <HStack gap="4" wrap="wrap">
            <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid="users-count">
              <Stat.Label>{byType === 'flow' ? t`Total traffic` : t`Total requests`}</Stat.Label>
              <Stat.ValueText>{formatValue(data.count, kind)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid="users-countCN">
              <Stat.Label>{t`From China`}</Stat.Label>
              <Stat.ValueText>{formatValue(data.countCN, kind)}</Stat.ValueText>
              <Stat.HelpText as="dd">{`${percentOf(data.countCN, data.count).toFixed(2)}%`}</Stat.HelpText>
            </Stat.Root>
          </HStack>
          <DistributionPanel
            title={t`By ISP`}
            nameLabel={t`ISP`}
            rows={data.ispList}
            kind={kind}
            fileName={`${name}-isp`}
          />
          <DistributionPanel
            title={t`By province`}
            nameLabel={t`Province`}
            rows={data.provinceList}
            kind={kind}
            fileName={`${name}-province`}
          />
        </Stack>
      )}
    </QueryFrame>
  );
  const worldPart = (
    <QueryFrame query={world} key="all">
      {(data) => (
        <Stack gap="4">
          <DistributionPanel
            title={t`By continent`}
            nameLabel={t`Continent`}
            rows={data.continentList}
            kind={kind}
            fileName={`${name}-continent`}
          />
          <DistributionPanel
            title={t`By country`}
            nameLabel={t`Country`}
            rows={data.countryList}
            kind={kind}
            fileName={`${name}-country`}
          />
        </Stack>
      )}
    </QueryFrame>
  );
  return <Stack gap="6">{filter.range === 'all' ? [worldPart, chinaPart] : [chinaPart, worldPart]}</Stack>;
}
