// Status codes by class (1xx–5xx and other): one curve per class, the share of each class and its table.
// The pie and the table show the server's pie list where it sends one (listBT of the analysis calls), else they
// are summed from the curves. Used by the analysis views and the log analysis view.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { TimeSeriesChart } from '@/components/charts/TimeSeriesChart';
import { toSeries } from '@/lib/series';
import { STATUS_GROUPS, statusGroup, statusShare, type StatusGroup, type StatusShare } from '../rules/status-codes';
import { ShareTable } from './ShareTable';

type Curves = Partial<Record<StatusGroup, readonly { time: number; count: number }[] | undefined>>;

export function StatusCodeBreakdown({
  curves,
  pie,
  name,
}: {
  curves: Curves;
  pie?: readonly StatusShare[];
  name: string;
}) {
  const { t } = useLingui();
  const label = (group: StatusGroup) => (group === 'statusCode0' ? t`Other` : `${group.slice(-1)}xx`);
  // Each class keeps its curve's colour in the pie (the pie orders by size).
  const rows = statusShare(curves, pie).map((row) => ({
    ...row,
    name: row.name === 'other' ? t`Other` : row.name,
    color: STATUS_GROUPS.indexOf(statusGroup(row.name)),
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
          entries={rows.map((row) => ({ label: row.name, value: row.count, color: row.color }))}
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
