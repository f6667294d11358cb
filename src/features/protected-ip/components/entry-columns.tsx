// The entry table's columns (002 §3.5) and a row's operations: the status table of rules/status.ts decides
// which are offered; edit and delete stay visible and say why when the status does not allow them.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import { describePorts } from '../rules/entry-filter';
import { ProvisioningStatusBadge } from '@/components/status/ProvisioningStatusBadge';
import { provisioningStatusLabels } from '@/components/status/provisioning-status-labels';
import { allows, type EntryAction, type EntryStatus } from '../rules/status';
import type { ProtectedIpEntry } from '../types';

/** The handlers of the actions the user may do (absent: no permission for the call). */
export type EntryHandlers = Partial<Record<EntryAction, (entry: ProtectedIpEntry) => void>> & {
  dashboard(entry: ProtectedIpEntry): void;
};

export function useEntryColumns(handlers: EntryHandlers): ColumnDef<ProtectedIpEntry>[] {
  const { t, i18n } = useLingui();
  const labels: Record<EntryAction, string> = {
    edit: t`Edit`,
    delete: t`Delete`,
    enable: t`Enable`,
    disable: t`Disable`,
    checkConfig: t`Check configuration`,
    portErrors: t`Port errors`,
  };
  // Edit and delete are always shown (disabled with the reason); the others only when the status allows them.
  const alwaysShown: readonly EntryAction[] = ['edit', 'delete'];
  const operations = (entry: ProtectedIpEntry): RowAction[] => {
    const status = provisioningStatusLabels[entry.status as EntryStatus];
    const reason = status ? i18n._(status) : String(entry.status);
    const actions: RowAction[] = [{ label: t`Dashboard`, run: () => handlers.dashboard(entry) }];
    for (const action of ['edit', 'enable', 'disable', 'checkConfig', 'portErrors', 'delete'] as const) {
      const handler = handlers[action];
      if (!handler) continue;
      const allowed = allows(entry.status, action);
      if (!allowed && !alwaysShown.includes(action)) continue;
      actions.push({
        label: labels[action],
        run: () => handler(entry),
        palette: action === 'delete' ? 'red' : action === 'enable' ? 'green' : undefined,
        unavailable: allowed ? undefined : t`Not available while the status is ${reason}`,
      });
    }
    return actions;
  };

  return [
    { accessorKey: 'sourceIp', header: t`Source IP` },
    { id: 'ports', header: t`Ports`, cell: (c) => describePorts(c.row.original) },
    { accessorKey: 'cnamePrefix', header: t`Cname prefix` },
    {
      accessorKey: 'cname',
      header: t`Orange-domain cname`,
      cell: (c) => (
        <Text as="span" fontFamily="mono" fontSize="xs">
          {c.row.original.cname}
        </Text>
      ),
    },
    { accessorKey: 'createTime', header: t`Created` },
    { accessorKey: 'updateTime', header: t`Updated` },
    {
      accessorKey: 'status',
      header: t`Status`,
      cell: (c) => <ProvisioningStatusBadge status={c.row.original.status} testId="entry-status" />,
    },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      cell: (c) => <RowActions actions={operations(c.row.original)} />,
    },
  ];
}
