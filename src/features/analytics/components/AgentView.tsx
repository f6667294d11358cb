// The most frequent client agents (User-Agent; '-' when the request had none).
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { analysisQuery } from '../api/analytics-queries';
import { QueryFrame } from '@/components/query/QueryFrame';
import { TopListView } from './TopListView';
import { exportName, type ViewProps } from './view-props';

export function AgentView({ source, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('agent', source, 'request', filter));
  return (
    <QueryFrame query={query}>
      {(data) => (
        <Stack gap="4">
          <TopListView
            title={t`Client agents`}
            totalLabel={t`Total requests`}
            nameLabel={t`Client agent`}
            total={data.count}
            rows={data.list.map((item) => ({ name: item.agent, count: item.count, percent: item.percent }))}
            kind="count"
            fileName={exportName('agents', filter)}
          />
        </Stack>
      )}
    </QueryFrame>
  );
}
