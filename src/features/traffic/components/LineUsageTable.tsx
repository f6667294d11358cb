// The 5-minute line usage of the period (static data): per line, the peak and average of both directions and
// the 95th percentile of the five-minute outgoing samples.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@/components/table/column-def';
import type { ApiData } from '@/api/call';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { formatBandwidth } from '@/lib/units';
import { lineUsageQuery } from '../api/line-queries';

type Usage = NonNullable<ApiData<'getLineStaticData'>>['list'][number];

const bandwidth = (id: keyof Usage & string, header: string): ColumnDef<Usage> => ({
  id,
  header,
  cell: ({ row }) => formatBandwidth(row.original[id] as number | undefined),
  meta: { numeric: true, csv: (row) => formatBandwidth(row[id] as number | undefined) },
});

export function LineUsageTable({
  account,
  period,
}: {
  account: string;
  period: { startTime: string; endTime: string };
}) {
  const { t } = useLingui();
  const usage = useQuery(lineUsageQuery(account, period));
  const columns: ColumnDef<Usage>[] = [
    {
      id: 'lineName',
      header: t`Line`,
      cell: ({ row }) => `${row.original.lineName} (${row.original.lineCode})`,
      meta: { csv: (row) => row.lineCode },
    },
    { id: 'areaCode', header: t`Area`, accessorFn: (row) => row.areaCode ?? '-' },
    bandwidth('maxOutgoingBandWidth', t`Peak outgoing`),
    bandwidth('avgOutgoingBandWidth', t`Average outgoing`),
    bandwidth('maxIncomingBandWidth', t`Peak incoming`),
    bandwidth('avgIncomingBandWidth', t`Average incoming`),
    bandwidth('percentile95', t`95th percentile (outgoing)`),
  ];
  return (
    <QueryFrame query={usage} loadingHeight="40">
      {(data) => (
        <DataTable
          label={t`5-minute line usage`}
          columns={columns}
          rows={data.list}
          rowId={(row) => row.lineCode}
          rowTestId={(row) => `line-usage-${row.lineCode}`}
          empty={t`No line usage in this period`}
          csvFileName={`line-usage-${period.startTime.slice(0, 10)}.csv`}
        />
      )}
    </QueryFrame>
  );
}
