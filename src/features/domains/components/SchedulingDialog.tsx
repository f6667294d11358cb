// A domain's scheduling policy (which provider serves which province and ISP) and, where it has one, its
// cloud-storage origin. A domain without a bucket origin simply shows none.
import { Spinner, Table, Text, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '@/api/error-messages';
import { cloudStorageQuery, schedulingQuery, type DomainRow } from '../api/domain-queries';
import { InfoDialog } from '@/components/InfoDialog';

export function SchedulingDialog({ row, onClose }: { row: DomainRow; onClose(): void }) {
  const { t, i18n } = useLingui();
  const policy = useQuery({ ...schedulingQuery(row), throwOnError: false });
  const bucket = useQuery({ ...cloudStorageQuery(row.id), throwOnError: false, retry: false });
  return (
    <InfoDialog title={t`Scheduling of ${row.name}`} onClose={onClose}>
      <Stack gap="4">
        {policy.isPending && <Spinner />}
        {policy.error && <Text color="fg.error">{describeError(i18n, policy.error)}</Text>}
        {policy.data && (
          <Table.Root size="sm" aria-label={t`Scheduling policy`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Province`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`ISP`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Provider`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Weight`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {policy.data.policies.map((p) => (
                <Table.Row key={`${p.province}-${p.isp}-${p.provider}`}>
                  <Table.Cell>{p.province}</Table.Cell>
                  <Table.Cell>{p.isp}</Table.Cell>
                  <Table.Cell>{p.providerName ?? p.provider}</Table.Cell>
                  <Table.Cell>{p.weight}%</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Heading size="sm">{t`Cloud-storage origin`}</Heading>
        {bucket.data ? (
          <Text data-testid="cloud-storage">
            {bucket.data.providerName ?? bucket.data.provider} · {bucket.data.bucket} · {bucket.data.region} ·{' '}
            {bucket.data.endpoint}
          </Text>
        ) : (
          !bucket.isPending && <Text color="fg.muted">{t`No cloud-storage origin`}</Text>
        )}
      </Stack>
    </InfoDialog>
  );
}
