// Status codes by class (1xx–5xx and other): one curve per class, the share of each class and its table.
// The pie and the table are summed from the curves, so the three always agree. Used by the analysis views and
// the log analysis view, which only differ in where the curves come from.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DistributionChart } from '../../../components/charts/DistributionChart';
import { TimeSeriesChart } from '../../../components/charts/TimeSeriesChart';
import { toSeries } from '../../../lib/series';
import { percentOf } from '../rules/percent';
import { curveTotals, STATUS_GROUPS, type StatusGroup } from '../rules/status-codes';
import { ShareTable } from './ShareTable';

type Curves = Partial<Record<StatusGroup, readonly { time: number; count: number }[] | undefined>>;

export function StatusCodeBreakdown({ curves, name }: { curves: Curves; name: string }) {
  const { t } = useLingui();
  const label = (group: StatusGroup) => (group === 'statusCode0' ? t`Other` : `${group.slice(-1)}xx`);
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
          csvFileName={`${name}-share-table.csv`}
        />
      </SimpleGrid>
    </Stack>
  );
}
