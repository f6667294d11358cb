// The origin ports the last configuration check found in error, for one website.
import { Skeleton, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { InfoDialog } from '@/components/InfoDialog';
import { ErrorAlert } from '@/components/ErrorAlert';
import { portErrorsQuery } from '../api/website-queries';
import type { Website } from '../types';

export function PortErrorsDialog({ website, onClose }: { website: Website; onClose(): void }) {
  const { t } = useLingui();
  const errors = useQuery(portErrorsQuery(website.id));
  return (
    <InfoDialog title={t`Port errors of ${website.domain}`} onClose={onClose}>
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
    </InfoDialog>
  );
}
