// The ports the last configuration check found in error, for one entry.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@/components/table/column-def';
import type { ApiData } from '@/api/call';
import { InfoDialog } from '@/components/InfoDialog';
import { ErrorAlert } from '@/components/ErrorAlert';
import { DataTable } from '@/components/table/DataTable';
import { portErrorsQuery } from '../api/entry-queries';
import type { ProtectedIpEntry } from '../types';

type PortError = NonNullable<ApiData<'getProtectedIpPortErrors'>>[number];

export function PortErrorsDialog({ entry, onClose }: { entry: ProtectedIpEntry; onClose(): void }) {
  const { t } = useLingui();
  const errors = useQuery(portErrorsQuery(entry.id));
  const columns: ColumnDef<PortError>[] = [
    { accessorKey: 'port', header: t`Port` },
    { id: 'protocol', header: t`Protocol`, cell: (c) => c.row.original.protocol?.toUpperCase() ?? '—' },
    { accessorKey: 'errorMsg', header: t`Error` },
    { id: 'checkTime', header: t`Checked at`, cell: (c) => c.row.original.checkTime ?? '—' },
  ];
  const ip = entry.sourceIp;
  return (
    <InfoDialog title={t`Port errors of ${ip}`} onClose={onClose}>
      {errors.isError ? (
        <ErrorAlert error={errors.error} onRetry={() => void errors.refetch()} />
      ) : (
        <DataTable
          label={t`Port errors`}
          columns={columns}
          rows={errors.data ?? []}
          rowId={(row) => `${row.port}-${row.protocol ?? ''}`}
          loading={errors.isPending}
          empty={t`No port in error`}
        />
      )}
    </InfoDialog>
  );
}
