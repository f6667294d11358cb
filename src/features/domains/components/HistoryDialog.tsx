// A domain's configuration history (newest first). A failed history call shows an empty list (002 §8.2).
// Choosing a version opens the comparison, from which the user rolls back.
import { Button, Spinner, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiData } from '@/api/call';
import { domainHistoryQuery, type DomainRow } from '../api/domain-queries';
import { InfoDialog } from '@/components/InfoDialog';
import { RollbackDialog } from './RollbackDialog';

type Version = ApiData<'listDomainHistoryVersions'>[number];

export function HistoryDialog({
  row,
  canRollback,
  onClose,
}: {
  row: DomainRow;
  canRollback: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  const history = useQuery({ ...domainHistoryQuery(row.name), throwOnError: false, retry: false });
  const versions = history.isError ? [] : (history.data ?? []);
  const [chosen, setChosen] = useState<Version>();
  if (chosen)
    return <RollbackDialog row={row} version={chosen} onClose={onClose} onBack={() => setChosen(undefined)} />;
  return (
    <InfoDialog title={t`History of ${row.name}`} onClose={onClose}>
      {history.isPending ? (
        <Spinner />
      ) : versions.length === 0 ? (
        <Text>{t`No history`}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t`Versions`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Version`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Time`}</Table.ColumnHeader>
              <Table.ColumnHeader>
                {t({ message: 'Operator', context: 'the person who made the change' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t`Remark`}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map((version) => (
              <Table.Row key={version.id} data-testid={`version-${version.id}`}>
                <Table.Cell>v{version.version}</Table.Cell>
                <Table.Cell>{version.createTime}</Table.Cell>
                <Table.Cell>{version.operator}</Table.Cell>
                <Table.Cell>{version.remark}</Table.Cell>
                <Table.Cell>
                  {version.current ? (
                    <Text color="fg.muted">{t`In effect`}</Text>
                  ) : (
                    canRollback && (
                      <Button size="xs" variant="outline" onClick={() => setChosen(version)}>
                        {t`Compare and roll back`}
                      </Button>
                    )
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </InfoDialog>
  );
}
