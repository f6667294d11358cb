// Outgoing and incoming bandwidth of one line (timestamps in seconds × 1000, 000 §7), the peak and the 95th
// percentile of the outgoing direction marked, refreshed every minute while the period reaches now. The usage
// table's figures of the line (the same cached read) are the answer's own: the marks say so if they differ.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { QueryFrame } from '@/components/query/QueryFrame';
import { toSeries } from '@/lib/series';
import { lineBandwidthQuery, lineUsageQuery } from '../api/line-queries';

interface Props {
  account: string;
  lineCode: string;
  period: { startTime: string; endTime: string };
  live: boolean;
}

export function LineBandwidthChart({ account, lineCode, period, live }: Props) {
  const { t } = useLingui();
  const data = useQuery(lineBandwidthQuery(account, lineCode, period, live));
  const usage = useQuery(lineUsageQuery(account, period));
  const figures = usage.data?.list.find((row) => row.lineCode === lineCode);
  const series = useMemo(() => toSeries(data.data ?? [], ['outgoingBandWidth', 'incomingBandWidth']), [data.data]);
  return (
    <QueryFrame query={data}>
      {() => (
        <TimeSeriesChart
          ariaLabel={t`Line bandwidth`}
          csvFileName={`line-${lineCode}-${period.startTime.slice(0, 10)}.csv`}
          marks={{
            peak: true,
            percentile95: true,
            series: 0,
            reported: figures && { peak: figures.maxOutgoingBandWidth, percentile95: figures.percentile95 },
          }}
          series={[
            { label: t`Outgoing bandwidth`, kind: 'bandwidth', points: series.outgoingBandWidth },
            { label: t`Incoming bandwidth`, kind: 'bandwidth', points: series.incomingBandWidth },
          ]}
        />
      )}
    </QueryFrame>
  );
}
