// The most requested URLs, or the URLs with the most traffic when the toggle says traffic.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { analysisQuery } from '../api/analytics-queries';
import { QueryFrame } from '@/components/query/QueryFrame';
import { TopListView } from './TopListView';
import { exportName, type ViewProps } from './view-props';

export function UrlTopView({ source, byType, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('urlTop', source, byType, filter));
  const flow = byType === 'flow';
  return (
    <QueryFrame query={query}>
      {(data) => (
        <Stack gap="4">
          <TopListView
            title={flow ? t`Top URLs by traffic` : t`Top URLs by requests`}
            totalLabel={flow ? t`Total traffic` : t`Total requests`}
            nameLabel={t`URL`}
            total={data.count}
            rows={data.list.map((item) => ({ name: item.url, count: item.count, percent: item.percent }))}
            kind={flow ? 'traffic' : 'count'}
            fileName={exportName(flow ? 'url-top-traffic' : 'url-top', filter)}
          />
        </Stack>
      )}
    </QueryFrame>
  );
}
