// The certificate table: the columns of specification 002 §2.2 and the operations the user may do.
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '../../../api/call';
import { rowAction } from '../rules/lifecycle';
import type { ExpirySort } from '../rules/rows';
import type { CertificateRow } from '../types';
import { DeletingIndicator } from './DeletingIndicator';
import { ExpiryIcon } from './ExpiryIcon';

export interface CertificateActions {
  download?(row: CertificateRow): void;
  info(row: CertificateRow): void;
  edit?(row: CertificateRow): void;
  bind?(row: CertificateRow): void;
  remove?(row: CertificateRow): void;
  clear?(row: CertificateRow): void;
}

interface Props {
  rows: readonly CertificateRow[];
  showAccount: boolean;
  sort: ExpirySort;
  onSort(sort: ExpirySort): void;
  actions: CertificateActions;
  deletingStatus: ReadonlyMap<number, ApiData<'getCertificateDeletingStatus'>>;
}

/** Dates show the day; the full time is in the tooltip. */
function DateCell({ value }: { value: string }) {
  return (
    <Table.Cell whiteSpace="nowrap" title={value}>
      {value.slice(0, 10)}
    </Table.Cell>
  );
}

const nextSort = (sort: ExpirySort): ExpirySort =>
  sort === undefined ? 'expiryAsc' : sort === 'expiryAsc' ? 'expiryDesc' : undefined;

export function CertificateTable({ rows, showAccount, sort, onSort, actions, deletingStatus }: Props) {
  const { t } = useLingui();
  /** The row's operations the user may do, in the order the table shows them. */
  const operations = (row: CertificateRow, action: ReturnType<typeof rowAction>) => {
    const offer = (label: string, handler: ((row: CertificateRow) => void) | undefined, palette = 'blue') =>
      handler ? [[label, () => handler(row), palette] as const] : [];
    return [
      ...offer(t`Download`, actions.download),
      ...offer(t`Info`, actions.info),
      ...offer(t`Edit`, actions.edit),
      ...offer(t`Bind domains`, actions.bind),
      ...(action === 'delete' ? offer(t`Delete`, actions.remove, 'red') : []),
      ...(action === 'clear' ? offer(t`Clear`, actions.clear, 'red') : []),
    ];
  };
  const sortMark = sort === 'expiryAsc' ? ' ↑' : sort === 'expiryDesc' ? ' ↓' : '';
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Name`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Subject name`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Brand`}</Table.ColumnHeader>
            {showAccount && <Table.ColumnHeader>{t`Account`}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t`Created`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Issued`}</Table.ColumnHeader>
            <Table.ColumnHeader
              aria-sort={sort === 'expiryAsc' ? 'ascending' : sort === 'expiryDesc' ? 'descending' : 'none'}
            >
              <Button size="sm" variant="plain" px="0" fontWeight="inherit" onClick={() => onSort(nextSort(sort))}>
                {t`Expires`}
                {sortMark}
              </Button>
            </Table.ColumnHeader>
            <Table.ColumnHeader />
            <Table.ColumnHeader>{t`Operations`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={showAccount ? 9 : 8}>
                <Text color="fg.muted" textAlign="center" py="6">{t`No certificates`}</Text>
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => {
            const action = rowAction(row.logicDelete);
            return (
              <Table.Row key={row.id} data-testid={`certificate-${row.id}`}>
                <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
                <Table.Cell>{row.subjectName}</Table.Cell>
                <Table.Cell>{row.brand}</Table.Cell>
                {showAccount && <Table.Cell>{row.account}</Table.Cell>}
                <DateCell value={row.createTime} />
                <DateCell value={row.beforeDate} />
                <DateCell value={row.afterDate} />
                <Table.Cell>
                  <ExpiryIcon validity={row.validity} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="0" whiteSpace="nowrap">
                    {operations(row, action).map(([label, run, palette]) => (
                      <Button key={label} size="xs" variant="plain" px="1.5" colorPalette={palette} onClick={run}>
                        {label}
                      </Button>
                    ))}
                    {action === 'deleting' && <DeletingIndicator status={deletingStatus.get(row.id)} />}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
