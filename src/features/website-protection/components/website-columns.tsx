// The website table's columns and the operations a row offers (an unavailable one says why).
import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import { loadBalanceLabels } from '../rules/load-balance';
import { ProvisioningStatusBadge } from '@/components/status/ProvisioningStatusBadge';
import { provisioningStatusLabels } from '@/components/status/provisioning-status-labels';
import { isProvisioningStatus } from '@/lib/provisioning-status';
import { unavailableReason, type WebsiteAction } from '../rules/website-status';
import type { Website } from '../types';

export interface WebsiteActions {
  edit?(row: Website): void;
  rules(row: Website): void;
  enable?(row: Website): void;
  disable?(row: Website): void;
  check?(row: Website): void;
  portErrors(row: Website): void;
}

export function useWebsiteColumns(actions: WebsiteActions): ColumnDef<Website>[] {
  const { t, i18n } = useLingui();
  const operations = (row: Website): RowAction[] => {
    const offer = (label: string, action: WebsiteAction | null, run?: (row: Website) => void, palette?: 'red') => {
      if (!run) return [];
      const reason = action ? unavailableReason(row.status, action) : undefined;
      return [{ label, run: () => run(row), palette, unavailable: reason && i18n._(reason) }];
    };
    return [
      ...offer(t`Edit`, 'edit', actions.edit),
      ...offer(t`Policies and rules`, null, actions.rules),
      ...(row.status === 3
        ? offer(t`Enable`, 'enable', actions.enable)
        : offer(t`Disable`, 'disable', actions.disable, 'red')),
      ...offer(t`Check`, 'check', actions.check),
      ...offer(t`Port errors`, null, actions.portErrors),
    ];
  };
  return [
    { accessorKey: 'domain', header: t`Domain`, enableSorting: false },
    {
      accessorKey: 'cname',
      header: t`CNAME`,
      enableSorting: false,
      cell: (c) => (
        <Text fontFamily="mono" fontSize="xs">
          {c.row.original.cname}
        </Text>
      ),
    },
    {
      id: 'origins',
      header: t`Origins`,
      enableSorting: false,
      // The CSV holds every column the table shows, each value as the table words it.
      meta: { csv: (w) => w.origins.map((o) => `${o.address}:${o.port}`).join('; ') },
      cell: (c) => (
        <Stack gap="0" fontSize="xs">
          {c.row.original.origins.map((o) => (
            <span key={`${o.address}:${o.port}`}>
              {o.address}:{o.port}
            </span>
          ))}
        </Stack>
      ),
    },
    {
      id: 'loadBalanceMode',
      header: t`Load balancing`,
      enableSorting: false,
      meta: { csv: (w) => i18n._(loadBalanceLabels[w.loadBalanceMode]) },
      cell: (c) => i18n._(loadBalanceLabels[c.row.original.loadBalanceMode]),
    },
    {
      id: 'status',
      header: t`Status`,
      enableSorting: false,
      meta: {
        csv: (w) => (isProvisioningStatus(w.status) ? i18n._(provisioningStatusLabels[w.status]) : String(w.status)),
      },
      cell: (c) => <ProvisioningStatusBadge status={c.row.original.status} />,
    },
    { accessorKey: 'remark', header: t`Remark`, enableSorting: false },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      cell: (c) => <RowActions actions={operations(c.row.original)} />,
    },
  ];
}
