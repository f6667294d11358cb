// Log analysis status codes: one curve per class (1xx–5xx, other) and each class's share beside its table,
// summed from the curves so the three agree.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DistributionChart } from '../../../components/charts/DistributionChart';
import { TimeSeriesChart } from '../../../components/charts/TimeSeriesChart';
import { toSeries } from '../../../lib/series';
import { logViewQuery } from '../api/analytics-queries';
import type { LogQuery } from '../rules/log-query';
import { percentOf } from '../rules/percent';
import { curveTotals, STATUS_GROUPS, type StatusGroup } from '../rules/status-codes';
import { AnalysisResult } from './AnalysisResult';
import { ShareTable } from './ShareTable';

type Histogram = readonly { key: number; value: number }[] | undefined;

// Histogram items (key in ms, value) as the curve items the status rule and the series helper read.
const asCurve = (histogram: Histogram) => (histogram ?? []).map((p) => ({ time: p.key / 1000, count: p.value }));

export function LogStatusView({ query }: { query: LogQuery }) {
  const { t } = useLingui();
  const result = useQuery(logViewQuery('getAnalysisStatusCode', query));
  const name = `log-status-codes-${query.startTime.slice(0, 10)}`;
  const label = (group: StatusGroup) => (group === 'statusCode0' ? t`Other` : `${group.slice(-1)}xx`);
  return (
    <AnalysisResult query={result}>
      {(data) => {
        const curves = Object.fromEntries(STATUS_GROUPS.map((group) => [group, asCurve(data[group])]));
        const totals = curveTotals(curves);
        const all = STATUS_GROUPS.reduce((sum, group) => sum + totals[group], 0);
        const rows = STATUS_GROUPS.map((group) => ({
          name: label(group),
          count: totals[group],
          percent: percentOf(totals[group], all),
        }));
        return (
          <Stack gap="4">
            <TimeSeriesChart
              ariaLabel={t`Status codes`}
              csvFileName={`${name}.csv`}
              series={STATUS_GROUPS.map((group) => ({
                label: label(group),
                kind: 'count' as const,
                points: toSeries(curves[group] ?? [], ['count'], { time: 'time' }).count,
              }))}
            />
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <DistributionChart
                ariaLabel={t`Status code share`}
                kind="count"
                entries={rows.map((row) => ({ label: row.name, value: row.count }))}
                csvFileName={`${name}-share-chart.csv`}
              />
              <ShareTable
                label={t`Status code share`}
                nameLabel={t`Status class`}
                rows={rows}
                kind="count"
                csvFileName={`${name}-share.csv`}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </AnalysisResult>
  );
}
