// The live-domain table's columns: domain, type, customer, domain group, CNAME, protocols, status, created.
import { Badge, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { ApiData } from '@/api/call';

export type LiveDomainRow = NonNullable<ApiData<'listLiveDomains'>>[number];

const palette = { enabled: 'green', disabled: 'gray', configuring: 'orange' } as const;

export function useLiveDomainColumns(): ColumnDef<LiveDomainRow>[] {
  const { t } = useLingui();
  const typeLabel = (type: LiveDomainRow['type']) => (type === 'push' ? t`Push` : type === 'pull' ? t`Pull` : '-');
  const statusLabel = (status: LiveDomainRow['status']) =>
    status === 'enabled'
      ? t`Enabled`
      : status === 'disabled'
        ? t`Disabled`
        : status === 'configuring'
          ? t`Configuring`
          : '-';
  return [
    { id: 'domain', header: t`Domain name`, accessorKey: 'domain' },
    {
      id: 'type',
      header: t`Type`,
      cell: ({ row }) => typeLabel(row.original.type),
      meta: { csv: (row) => typeLabel(row.type) },
    },
    { id: 'customer', header: t`Customer`, accessorKey: 'customer' },
    { id: 'belongDomainGroup', header: t`Domain group`, accessorKey: 'belongDomainGroup' },
    { id: 'cname', header: 'CNAME', accessorKey: 'cname' },
    {
      id: 'protocol',
      header: t`Protocols`,
      cell: ({ row }) => (
        <HStack gap="1">
          {(row.original.protocol ?? []).map((protocol) => (
            <Badge key={protocol} variant="outline">
              {protocol.toUpperCase()}
            </Badge>
          ))}
        </HStack>
      ),
      meta: { csv: (row) => (row.protocol ?? []).join(' ') },
    },
    {
      id: 'status',
      header: t`Status`,
      cell: ({ row }) =>
        row.original.status ? (
          <Badge colorPalette={palette[row.original.status]}>{statusLabel(row.original.status)}</Badge>
        ) : (
          '-'
        ),
      meta: { csv: (row) => statusLabel(row.status) },
    },
    { id: 'createTime', header: t`Created`, accessorKey: 'createTime' },
  ];
}
