// The user table's columns (000 §3 self-user record, 002 §3.8 user labels) and a row's operations.
import { Badge, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import type { SelfUser } from '../types';

export interface UserActions {
  edit?(row: SelfUser): void;
  toggle?(row: SelfUser): void;
  remove?(row: SelfUser): void;
}

export function useUserColumns(actions: UserActions, selfName: string): ColumnDef<SelfUser>[] {
  const { t } = useLingui();
  const operations = (row: SelfUser): RowAction[] => {
    const self = row.username === selfName ? t`You cannot change your own login this way` : undefined;
    const offer = (
      label: string,
      handler: ((row: SelfUser) => void) | undefined,
      palette?: 'red',
      unavailable?: string,
    ) => (handler ? [{ label, run: () => handler(row), palette, unavailable }] : []);
    return [
      ...offer(t`Edit`, actions.edit),
      ...offer(row.enabled ? t`Disable` : t`Enable`, actions.toggle, undefined, row.enabled ? self : undefined),
      ...offer(t`Delete`, actions.remove, 'red', self),
    ];
  };
  return [
    { accessorKey: 'username', header: t`Username` },
    { accessorKey: 'email', header: t`Email`, cell: (c) => c.row.original.email ?? '-' },
    { accessorKey: 'account', header: t`Account` },
    { accessorKey: 'creator', header: t`Creator`, cell: (c) => c.row.original.creator ?? '-' },
    {
      id: 'permissions',
      header: t`Permissions`,
      accessorFn: (row) => (row.permissions ?? []).join(' '),
      cell: (c) => {
        const count = c.row.original.permissions?.length ?? 0;
        return (
          <Text as="span" title={c.row.original.permissions?.join('\n')}>
            {t`${plural(count, { one: '# permission', other: '# permissions' })}`}
          </Text>
        );
      },
    },
    {
      id: 'enabled',
      header: t`Status`,
      accessorFn: (row) => (row.enabled ? t`Enabled` : t`Disabled`),
      cell: (c) => (
        <Badge colorPalette={c.row.original.enabled ? 'green' : 'gray'}>
          {c.row.original.enabled ? t`Enabled` : t`Disabled`}
        </Badge>
      ),
    },
    { accessorKey: 'createTime', header: t`Created` },
    {
      id: 'actions',
      header: t`Operations`,
      meta: { operations: true },
      cell: (c) => <RowActions actions={operations(c.row.original)} />,
    },
  ];
}
