// Under the chart: each day's peak bandwidth, the moment it was reached and the day's traffic, with a CSV of
// the rows as shown (the chart's CSV holds the raw samples).
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { useMemo } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { formatProviderTime } from '@/lib/provider-time.js';
import { formatBandwidth, formatTraffic } from '@/lib/units';
import { dailyPeaks, type DailyPeak } from '../rules/daily-peaks';

interface Props {
  points: readonly { timestamp: number; bandwidth: number; flow: number }[];
  day: string;
}

const timeOf = (ms: number) => formatProviderTime(ms, 'HH:mm');

export function DailyPeaksTable({ points, day }: Props) {
  const { t } = useLingui();
  const rows = useMemo(() => dailyPeaks(points), [points]);
  const columns: ColumnDef<DailyPeak>[] = [
    { id: 'day', header: t`Date`, accessorKey: 'day', meta: { csv: (row) => row.day } },
    {
      id: 'peakBandwidth',
      header: t`Peak bandwidth`,
      cell: ({ row }) => formatBandwidth(row.original.peakBandwidth),
      meta: { numeric: true, csv: (row) => formatBandwidth(row.peakBandwidth) },
    },
    {
      id: 'peakTime',
      header: t`Peak time`,
      cell: ({ row }) => timeOf(row.original.peakTime),
      meta: { csv: (row) => formatProviderTime(row.peakTime, 'YYYY-MM-DD HH:mm') },
    },
    {
      id: 'flow',
      header: t`Traffic`,
      cell: ({ row }) => formatTraffic(row.original.flow),
      meta: { numeric: true, csv: (row) => formatTraffic(row.flow) },
    },
  ];
  return (
    <DataTable
      label={t`Daily peaks`}
      columns={columns}
      rows={rows}
      rowId={(row) => row.day}
      rowTestId={(row) => `day-${row.day}`}
      empty={t`No traffic in this period`}
      csvFileName={`service-daily-peaks-${day}.csv`}
    />
  );
}
