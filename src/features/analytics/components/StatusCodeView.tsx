// Status codes by class (1xx–5xx and other): one curve per class, the share of each class and its table.
// The pie and the table are summed from the curves, so the three always agree.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DistributionChart } from '../../../components/charts/DistributionChart';
import { TimeSeriesChart } from '../../../components/charts/TimeSeriesChart';
import { toSeries } from '../../../lib/series';
import { analysisQuery } from '../api/analytics-queries';
import { percentOf } from '../rules/percent';
import { curveTotals, STATUS_GROUPS, type StatusGroup } from '../rules/status-codes';
import { AnalysisResult } from './AnalysisResult';
import { DbCurvePanel } from './DbCurvePanel';
import { ShareTable } from './ShareTable';
import { exportName, type ViewProps } from './view-props';

export function StatusCodeView({ source, filter }: ViewProps) {
  const { t } = useLingui();
  const query = useQuery(analysisQuery('statusCode', source, 'request', filter));
  const name = exportName('status-codes', filter);
  const label = (group: StatusGroup) => (group === 'statusCode0' ? t`Other` : `${group.slice(-1)}xx`);
  return (
    <Stack gap="6">
      <AnalysisResult query={query}>
        {(data) => {
          const totals = curveTotals(data);
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
                  points: toSeries(data[group], ['count'], { time: 'time' }).count,
                }))}
              />
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
                <DistributionChart
                  ariaLabel={t`Status code share`}
                  kind="count"
                  entries={rows.map((row) => ({ label: row.name, value: row.count }))}
                  csvFileName={`${name}-share.csv`}
                />
                <ShareTable
                  label={t`Status code share`}
                  nameLabel={t`Status class`}
                  rows={rows}
                  kind="count"
                  csvFileName={`${name}-share-table.csv`}
                />
              </SimpleGrid>
            </Stack>
          );
        }}
      </AnalysisResult>
      {source === 'online' && (
        <DbCurvePanel call="getStatusCodeDb" filter={filter} title={t`Status classes by hour`} kind="count" />
      )}
    </Stack>
  );
}
