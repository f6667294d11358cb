// Independent IPs: their number, and the top client IPs in China (province and ISP) and worldwide (country),
// ranked by requests or by traffic.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Stat } from '@/components/ui/stat';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '@/lib/units';
import { analysisQuery } from '../api/analytics-queries';
import { QueryFrame } from '@/components/query/QueryFrame';
import { ShareTable } from './ShareTable';
import { exportName, type ViewProps } from './view-props';

export function IpView({ source, byType, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('ip', source, byType, filter));
  const kind = byType === 'flow' ? 'traffic' : 'count';
  const name = exportName('ips', filter);
  const rows = (list: readonly { ip: string; region?: string; count: number; percent: number }[]) =>
    list.map((item) => ({ name: item.ip, detail: item.region ?? '', count: item.count, percent: item.percent }));
  return (
    <QueryFrame query={query}>
      {(data) => (
        <Stack gap="4">
          <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="xs" data-testid="analysis-total">
            <Stat.Label>{t`Independent IPs`}</Stat.Label>
            <Stat.ValueText>{formatCount(data.count)}</Stat.ValueText>
          </Stat.Root>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <ShareTable
              label={t`Top IPs in China`}
              nameLabel={t`IP`}
              detailLabel={t`Region`}
              rows={rows(data.listCN)}
              kind={kind}
              csvFileName={`${name}-cn.csv`}
            />
            <ShareTable
              label={t`Top IPs worldwide`}
              nameLabel={t`IP`}
              detailLabel={t`Region`}
              rows={rows(data.listAll)}
              kind={kind}
              csvFileName={`${name}-all.csv`}
            />
          </SimpleGrid>
        </Stack>
      )}
    </QueryFrame>
  );
}
