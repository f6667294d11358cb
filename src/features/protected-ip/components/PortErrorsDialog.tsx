// The ports the last configuration check found in error, for one entry.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ApiData } from '../../../api/call';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { DataTable } from '../../../components/table/DataTable';
import { portErrorsQuery } from '../api/protected-ip-queries';
import type { ProtectedIpEntry } from '../types';

type PortError = NonNullable<ApiData<'getProtectedIpPortErrors'>>[number];

export function PortErrorsDialog({ entry, onClose }: { entry: ProtectedIpEntry; onClose(): void }) {
  const { t } = useLingui();
  const errors = useQuery(portErrorsQuery(entry.id));
  const columns: ColumnDef<PortError, unknown>[] = [
    { accessorKey: 'port', header: t`Port` },
    { id: 'protocol', header: t`Protocol`, cell: (c) => c.row.original.protocol?.toUpperCase() ?? '—' },
    { accessorKey: 'errorMsg', header: t`Error` },
    { id: 'checkTime', header: t`Checked at`, cell: (c) => c.row.original.checkTime ?? '—' },
  ];
  const ip = entry.sourceIp;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Port errors of ${ip}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>{t`Close`}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
