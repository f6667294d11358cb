// The origin ports the last configuration check found in error, for one website.
import { Button, Dialog, Portal, Skeleton, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { portErrorsQuery } from '../api/website-queries';
import type { Website } from '../types';

export function PortErrorsDialog({ website, onClose }: { website: Website; onClose(): void }) {
  const { t } = useLingui();
  const errors = useQuery(portErrorsQuery(website.id));
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Port errors of ${website.domain}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {errors.isPending && <Skeleton height="20" />}
              {errors.isError && <ErrorAlert error={errors.error} onRetry={() => void errors.refetch()} />}
              {errors.data?.length === 0 && <Text>{t`No port is in error.`}</Text>}
              {errors.data && errors.data.length > 0 && (
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Origin`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Error`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Checked`}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {errors.data.map((row) => (
                      <Table.Row key={`${row.address}:${row.port}`}>
                        <Table.Cell>
                          {row.protocol ? `${row.protocol}://` : ''}
                          {row.address}:{row.port}
                        </Table.Cell>
                        <Table.Cell>{row.errorMsg}</Table.Cell>
                        <Table.Cell>{row.checkTime}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
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
