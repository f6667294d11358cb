// The host tables' columns: name, IP, area, customers, statuses, size and dates, and the rename operation.
import { Badge } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions } from '@/components/table/RowActions';
import type { HostItem } from '../types';
import { instanceStates, runStates } from './status-labels';

const state = (i18n: I18n, table: typeof runStates, value: string | undefined) => {
  const known = value === undefined ? undefined : table[value];
  return { text: known ? i18n._(known.label) : (value ?? '-'), palette: known?.palette ?? 'gray' };
};

export function useHostColumns(rename?: (host: HostItem) => void): ColumnDef<HostItem>[] {
  const { t, i18n } = useLingui();
  const badge = (table: typeof runStates) => (value: string | undefined) => {
    const { text, palette } = state(i18n, table, value);
    return <Badge colorPalette={palette}>{text}</Badge>;
  };
  return [
    { accessorKey: 'hostName', header: t`Host name` },
    { accessorKey: 'ip', header: t`IP` },
    { accessorKey: 'area', header: t`Area` },
    { id: 'customs', header: t`Customers`, accessorFn: (host) => host.customs.join(', ') },
    {
      id: 'status',
      header: t`Status`,
      accessorFn: (host) => state(i18n, runStates, host.status).text,
      cell: (c) => badge(runStates)(c.row.original.status),
    },
    {
      id: 'instanceStatus',
      header: t`Instance`,
      accessorFn: (host) => state(i18n, instanceStates, host.instanceStatus).text,
      cell: (c) => badge(instanceStates)(c.row.original.instanceStatus),
    },
    {
      id: 'size',
      header: t`CPU / memory / disk`,
      accessorFn: (h) =>
        h.cpu === undefined
          ? '-'
          : `${t`${plural(h.cpu, { one: '# core', other: '# cores' })}`} / ${h.memory ?? '-'} GB / ${h.disk ?? '-'} GB`,
    },
    { accessorKey: 'os', header: t`OS` },
    { accessorKey: 'expireTime', header: t`Expires` },
    ...(rename
      ? [
          {
            id: 'actions',
            header: t`Operations`,
            meta: { operations: true },
            cell: ({ row }) => <RowActions actions={[{ label: t`Rename`, run: () => rename(row.original) }]} />,
          } satisfies ColumnDef<HostItem>,
        ]
      : []),
  ];
}
