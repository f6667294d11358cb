// /dcdn/ipset: the gateway's IP view. The specification gives it no call of its own (inferred): it lists
// the origin addresses behind the protected websites, with the ports and websites that reach each one, so a
// customer can let only the gateway through each origin's firewall.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ColumnDef } from '@/components/table/column-def';
import { FilterBar } from '@/components/list/FilterBar';
import { Pager } from '@/components/list/Pager';
import { TextFilter } from '@/components/list/TextFilter';
import { useListSearch } from '@/components/list/use-list-search';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { pageOfRows } from '@/lib/page-rows';
import { websitesQuery } from '../api/website-queries';
import { originAddresses, type OriginAddress } from '../rules/origin-ips';

const route = getRouteApi('/_app/dcdn/ipset');
const PAGE_SIZE = 10;

export function IpsetPage() {
  const { t } = useLingui();
  const list = useListSearch(route);
  const { search } = list;
  const websites = useQuery(websitesQuery());
  const { data } = websites;
  const rows = originAddresses(data ?? [], search.address);
  const shown = pageOfRows(rows, search.page, PAGE_SIZE);
  const columns: ColumnDef<OriginAddress>[] = [
    { accessorKey: 'address', header: t`Origin address`, enableSorting: false },
    { id: 'ports', header: t`Ports`, enableSorting: false, cell: (c) => c.row.original.ports.join(', ') },
    { id: 'domains', header: t`Websites`, enableSorting: false, cell: (c) => c.row.original.domains.join(', ') },
  ];
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{t`IP sets`}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t`The origin addresses the gateway forwards protected traffic to. Allow only the gateway to reach them.`}
      </Text>
      <FilterBar
        values={{ address: search.address ?? '' }}
        onSearch={(draft) => list.setFilters({ address: draft.address.trim() || undefined })}
        onReset={() => list.reset()}
      >
        {(draft, update) => (
          <TextFilter label={t`Address or domain`} value={draft.address} onChange={(address) => update({ address })} />
        )}
      </FilterBar>
      <QueryFrame query={websites}>
        {() => (
          <>
            <DataTable
              label={t`Origin addresses`}
              columns={columns}
              rows={shown.rows}
              rowId={(row) => row.address}
              rowTestId={(row) => `origin-${row.address}`}
              empty={t`No origin addresses`}
              csvFileName="origin-addresses.csv"
              exportRows={rows}
            />
            <Pager total={shown.total} pageSize={PAGE_SIZE} page={shown.page} onPageChange={list.setPage} />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
