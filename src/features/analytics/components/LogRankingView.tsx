// The five ranking views of log analysis (URL top, client agents, sources, independent IPs, user
// distribution): the ranked keys as bars (top 9 + 'Other') beside their table, each with its percent.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { logViewQuery } from '../api/analytics-queries';
import type { LogQuery } from '../rules/log-query';
import { percentOf } from '../rules/percent';
import { QueryFrame } from '@/components/query/QueryFrame';
import { TopListView } from './TopListView';

export type RankingView = 'top' | 'client' | 'source' | 'ip' | 'distribution';

type Bucket = { key: string; value: number };

/** Each view's list, whatever its field is called. */
const listOf = (data: Record<string, unknown>): readonly Bucket[] =>
  (data.urltermsList ??
    data.agentList ??
    data.referrerList ??
    data.independentIPList ??
    data.userDistributionList ??
    []) as Bucket[];

interface Props {
  view: RankingView;
  query: LogQuery;
}

const CALLS = {
  top: 'getAnalysisUrlTop',
  client: 'getAnalysisClientSide',
  source: 'getAnalysisSource',
  ip: 'getAnalysisIndependentIp',
  distribution: 'getAnalysisUserDistribution',
} as const;

export function LogRankingView({ view, query }: Props) {
  const { t } = useLingui();
  const result = useQuery(logViewQuery(CALLS[view], query));
  const texts: Record<RankingView, { title: string; name: string; total: string }> = {
    top: { title: t`Top URLs by requests`, name: t`URL`, total: t`Total requests` },
    client: { title: t`Client agents`, name: t`Client agent`, total: t`Total requests` },
    source: { title: t`Sources`, name: t`Referer`, total: t`Total requests` },
    ip: { title: t`Top client IPs`, name: t`IP`, total: t`Independent IPs` },
    distribution: { title: t`Requests by region`, name: t`Region`, total: t`Total requests` },
  };
  const { title, name, total } = texts[view];
  return (
    <QueryFrame query={result}>
      {(data) => {
        const list = listOf(data as Record<string, unknown>);
        const listed = list.reduce((sum, item) => sum + item.value, 0);
        // An IP's share is of the listed IPs' requests: the IP view's total counts distinct IPs, not requests.
        const whole = view === 'ip' ? listed : (data.total ?? listed);
        return (
          <Stack gap="4">
            <TopListView
              title={title}
              totalLabel={total}
              nameLabel={name}
              total={data.total ?? listed}
              rows={list.map((item) => ({ name: item.key, count: item.value, percent: percentOf(item.value, whole) }))}
              kind="count"
              fileName={`log-${view}-${query.startTime.slice(0, 10)}`}
            />
          </Stack>
        );
      }}
    </QueryFrame>
  );
}
