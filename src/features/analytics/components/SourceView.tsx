// The most frequent sources (Referer; '-' for direct requests).
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { analysisQuery } from '../api/analytics-queries';
import { QueryFrame } from '@/components/query/QueryFrame';
import { TopListView } from './TopListView';
import { exportName, type ViewProps } from './view-props';

export function SourceView({ source, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('source', source, 'request', filter));
  return (
    <QueryFrame query={query}>
      {(data) => (
        <Stack gap="4">
          <TopListView
            title={t`Sources`}
            totalLabel={t`Total requests`}
            nameLabel={t`Referer`}
            total={data.count}
            rows={data.list.map((item) => ({ name: item.referer, count: item.count, percent: item.percent }))}
            kind="count"
            fileName={exportName('referers', filter)}
          />
        </Stack>
      )}
    </QueryFrame>
  );
}
