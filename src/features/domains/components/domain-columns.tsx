// The domain table's columns (002 §3.3) and a row's operations; the guarded ones say why they are unavailable
// (Delete is never guarded: 002 §4 names no state that forbids it).
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { CellPalette } from '@/components/table/cell-part-styles';
import { CellBadge } from '@/components/table/CellBadge';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import type { DomainRow } from '../api/domain-queries';
import { unavailableReason } from '../rules/domain-actions';
import { operationLabels, protocolLabels, scopeLabels, scopeTitle, statusLabels, typeLabels } from './domain-labels';

export interface DomainActions {
  edit?(row: DomainRow): void;
  history?(row: DomainRow): void;
  scheduling(row: DomainRow): void;
  remove?(row: DomainRow): void;
}

const palettes: Record<string, CellPalette> = {
  enabled: 'green',
  disabled: 'gray',
  frozen: 'blue',
  configuring: 'orange',
};

export function useDomainColumns(actions: DomainActions): ColumnDef<DomainRow>[] {
  const { t, i18n } = useLingui();
  const label = (labels: Record<string, MessageDescriptor>, value: string | undefined) => {
    const known = value ? labels[value] : undefined;
    return known ? i18n._(known) : (value ?? '');
  };
  const operations = (row: DomainRow): RowAction[] => {
    const reason = unavailableReason(row);
    const unavailable = reason ? i18n._(reason) : undefined;
    const offer = (
      text: string,
      run: ((row: DomainRow) => void) | undefined,
      why: string | undefined,
      palette?: 'red',
    ) => (run ? [{ label: text, run: () => run(row), unavailable: why, palette }] : []);
    return [
      ...offer(t`Settings`, actions.edit, unavailable),
      ...offer(t`History`, actions.history, unavailable),
      ...offer(t`Scheduling`, actions.scheduling, unavailable),
      ...offer(t`Delete`, actions.remove, undefined, 'red'),
    ];
  };
  const badge = (value: string | undefined, labels: Record<string, MessageDescriptor>) =>
    value ? <CellBadge palette={palettes[value] ?? 'gray'}>{label(labels, value)}</CellBadge> : null;
  return [
    { accessorKey: 'name', header: t`Domain`, enableSorting: false },
    { id: 'type', header: t`Type`, enableSorting: false, accessorFn: (r) => label(typeLabels, r.type) },
    { id: 'scope', header: i18n._(scopeTitle), enableSorting: false, accessorFn: (r) => label(scopeLabels, r.scope) },
    {
      id: 'protocol',
      header: t`Back protocol`,
      enableSorting: false,
      accessorFn: (r) => label(protocolLabels, r.protocol),
    },
    {
      id: 'status',
      header: t`Status`,
      enableSorting: false,
      accessorFn: (r) => label(statusLabels, r.status),
      cell: (c) => badge(c.row.original.status, statusLabels),
    },
    { accessorKey: 'certificateName', header: t`Certificate`, enableSorting: false },
    { accessorKey: 'domainLabel', header: t`Label`, enableSorting: false },
    { accessorKey: 'belongDomainGroup', header: t`Domain group`, enableSorting: false },
    {
      id: 'operationStatus',
      header: t`Operation state`,
      enableSorting: false,
      accessorFn: (r) => label(operationLabels, r.operationStatus),
      cell: (c) => badge(c.row.original.operationStatus, operationLabels),
    },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      enableSorting: false,
      cell: ({ row: { original } }) => <RowActions actions={operations(original)} />,
    },
  ];
}
