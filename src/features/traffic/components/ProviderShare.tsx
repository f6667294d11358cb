// The providers' share of the period's usage: a pie beside a table of ratio and amount.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { ApiData } from '@/api/call';
import { DistributionChart } from '@/components/charts/DistributionChart';
import { DataTable } from '@/components/table/DataTable';
import { formatTraffic } from '@/lib/units';
import { formatRatio } from './rank-columns';

type Provider = NonNullable<ApiData<'getCustomRank'>>['providerList'][number];

export function ProviderShare({ providers }: { providers: readonly Provider[] }) {
  const { t } = useLingui();
  const columns: ColumnDef<Provider>[] = [
    { id: 'provider', header: t`Provider`, accessorKey: 'provider' },
    {
      id: 'ratio',
      header: t`Share`,
      cell: ({ row }) => formatRatio(row.original.ratio),
      meta: { numeric: true, csv: (row) => formatRatio(row.ratio) },
    },
    {
      id: 'amount',
      header: t`Usage`,
      cell: ({ row }) => formatTraffic(row.original.amount),
      meta: { numeric: true, csv: (row) => formatTraffic(row.amount) },
    },
  ];
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <DistributionChart
        ariaLabel={t`Usage by provider`}
        kind="traffic"
        entries={providers.map((item) => ({ label: item.provider, value: item.amount }))}
        csvFileName="usage-by-provider.csv"
      />
      <DataTable
        label={t`Usage by provider`}
        columns={columns}
        rows={providers}
        rowId={(row) => row.provider}
        empty={t`No usage in this period`}
      />
    </SimpleGrid>
  );
}
