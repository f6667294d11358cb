// The usage ranking's columns: rank, customer, share and usage; customer, share and usage sort (the rank
// stays with its customer, see rules/ranking.ts).
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { formatTraffic } from '@/lib/units';
import type { RankedItem, RankItem } from '../rules/ranking';

export type RankRow = RankedItem<RankItem>;

export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}%`;

export function useRankColumns(): ColumnDef<RankRow>[] {
  const { t } = useLingui();
  return [
    { id: 'rank', header: t`Rank`, accessorKey: 'rank', enableSorting: false, meta: { numeric: true } },
    {
      id: 'custom',
      header: t`Customer`,
      accessorKey: 'custom',
      cell: ({ row }) =>
        row.original.customName ? `${row.original.customName} (${row.original.custom})` : row.original.custom,
      meta: { csv: (row) => (row.customName ? `${row.customName} (${row.custom})` : row.custom) },
    },
    {
      id: 'ratio',
      header: t`Share`,
      accessorKey: 'ratio',
      cell: ({ row }) => formatRatio(row.original.ratio),
      meta: { numeric: true, csv: (row) => formatRatio(row.ratio) },
    },
    {
      id: 'amount',
      header: t`Usage`,
      accessorKey: 'amount',
      cell: ({ row }) => formatTraffic(row.original.amount),
      meta: { numeric: true, csv: (row) => formatTraffic(row.amount) },
    },
  ];
}
