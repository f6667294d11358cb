// Log analysis status codes: the histogram of each class as a curve, shown by the shared breakdown.
import { useQuery } from '@tanstack/react-query';
import { logViewQuery } from '../api/analytics-queries';
import type { LogQuery } from '../rules/log-query';
import { STATUS_GROUPS } from '../rules/status-codes';
import { QueryFrame } from '@/components/query/QueryFrame';
import { StatusCodeBreakdown } from './StatusCodeBreakdown';

type Histogram = readonly { key: number; value: number }[] | undefined;

// Histogram items (key in ms, value) as the curve items the status rule and the series helper read.
const asCurve = (histogram: Histogram) => (histogram ?? []).map((p) => ({ time: p.key / 1000, count: p.value }));

export function LogStatusView({ query }: { query: LogQuery }) {
  const result = useQuery(logViewQuery('getAnalysisStatusCode', query));
  return (
    <QueryFrame query={result}>
      {(data) => (
        <StatusCodeBreakdown
          curves={Object.fromEntries(STATUS_GROUPS.map((group) => [group, asCurve(data[group])]))}
          name={`log-status-codes-${query.startTime.slice(0, 10)}`}
        />
      )}
    </QueryFrame>
  );
}
