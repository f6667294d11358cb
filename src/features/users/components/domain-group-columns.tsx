// The sub-account table's columns (002 §3.8: company name, contact email, identifier) and a row's operations.
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions } from '@/components/table/RowActions';
import type { DomainGroup } from '../types';

export interface DomainGroupActions {
  edit?(row: DomainGroup): void;
  remove?(row: DomainGroup): void;
}

export function useDomainGroupColumns(actions: DomainGroupActions): ColumnDef<DomainGroup>[] {
  const { t } = useLingui();
  return [
    { accessorKey: 'identity', header: t`Identifier` },
    { accessorKey: 'companyName', header: t`Company name` },
    { accessorKey: 'email', header: t`Contact email`, cell: (c) => c.row.original.email ?? '-' },
    {
      accessorKey: 'domainCount',
      header: t`Domains`,
      meta: { numeric: true },
      cell: (c) => c.row.original.domainCount ?? '-',
    },
    { accessorKey: 'createTime', header: t`Created`, cell: (c) => c.row.original.createTime ?? '-' },
    {
      id: 'actions',
      header: t`Operations`,
      meta: { operations: true },
      cell: ({ row: { original } }) => (
        <RowActions
          actions={[
            ...(actions.edit ? [{ label: t`Edit`, run: () => actions.edit?.(original) }] : []),
            ...(actions.remove
              ? [{ label: t`Delete`, palette: 'red' as const, run: () => actions.remove?.(original) }]
              : []),
          ]}
        />
      ),
    },
  ];
}
