// A ranked list (URLs, agents, referers, domains, regions…) as a table: name, count (requests or bytes) and
// its percent of the total, with a CSV export of what is shown.
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { DataTable } from '@/components/table/DataTable';
import { formatValue, type Quantity } from '@/lib/units';

export interface ShareRow {
  name: string;
  count: number;
  percent: number;
  /** A second text column (an IP's region). */
  detail?: string;
}

interface Props {
  label: string;
  nameLabel: string;
  detailLabel?: string;
  rows: readonly ShareRow[];
  kind: Quantity;
  csvFileName: string;
}

export function ShareTable({ label, nameLabel, detailLabel, rows, kind, csvFileName }: Props) {
  const { t } = useLingui();
  const columns: ColumnDef<ShareRow>[] = [
    {
      id: 'name',
      header: nameLabel,
      accessorFn: (row) => row.name,
      // A table's box keeps its cells on one line (Chakra's scroll area); a long URL or agent wraps instead, so the
      // figures beside it stay in view.
      cell: ({ row }) => <span style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}>{row.original.name}</span>,
      meta: { csv: (row) => row.name },
    },
    ...(detailLabel
      ? [{ id: 'detail', header: detailLabel, accessorFn: (row: ShareRow) => row.detail ?? '' } as ColumnDef<ShareRow>]
      : []),
    {
      id: 'count',
      header: kind === 'traffic' ? t`Traffic` : t`Requests`,
      accessorFn: (row) => row.count,
      cell: ({ row }) => formatValue(row.original.count, kind),
      meta: { numeric: true, csv: (row) => row.count },
    },
    {
      id: 'percent',
      header: t`Percent`,
      accessorFn: (row) => row.percent,
      cell: ({ row }) => `${row.original.percent.toFixed(2)}%`,
      meta: { numeric: true, csv: (row) => row.percent },
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowId={(row) => `${row.name}|${row.detail ?? ''}`}
      empty={t`No data`}
      csvFileName={csvFileName}
    />
  );
}
