// The contact table's columns and the operations of a row the user may do.
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import type { MonitoringContact } from '../types';

export interface ContactActions {
  sendTest?(contact: MonitoringContact): void;
  edit?(contact: MonitoringContact): void;
  remove?(contact: MonitoringContact): void;
}

export function useContactColumns(actions: ContactActions): ColumnDef<MonitoringContact>[] {
  const { t } = useLingui();
  const operations = (contact: MonitoringContact): RowAction[] => {
    const offer = (label: string, handler?: (contact: MonitoringContact) => void, palette?: 'red') =>
      handler ? [{ label, run: () => handler(contact), palette }] : [];
    return [
      ...offer(t`Send test message`, actions.sendTest),
      ...offer(t`Edit`, actions.edit),
      ...offer(t`Delete`, actions.remove, 'red'),
    ];
  };
  return [
    { accessorKey: 'name', header: t`Name` },
    { accessorKey: 'phone', header: t`Mobile phone` },
    { accessorKey: 'email', header: t`Email` },
    { accessorKey: 'wechat', header: t`WeChat ID`, cell: (c) => c.row.original.wechat || '-' },
    {
      id: 'groups',
      header: t`Contact groups`,
      accessorFn: (contact) => contact.groups.map((group) => group.name).join(', ') || '-',
    },
    { accessorKey: 'createTime', header: t`Created`, cell: (c) => c.row.original.createTime ?? '-' },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      cell: (c) => <RowActions actions={operations(c.row.original)} />,
    },
  ];
}
