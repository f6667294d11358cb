// The certificate table's columns (002 §2.2) and the operations of a row the user may do.
import { VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { RowActions, type RowAction } from '@/components/table/RowActions';
import { rowAction } from '../rules/lifecycle';
import type { CertificateRow } from '../types';
import { DeletingIndicator, type DeletingRead } from './DeletingIndicator';
import { ExpiryIcon } from './ExpiryIcon';

export interface CertificateActions {
  download?(row: CertificateRow): void;
  info(row: CertificateRow): void;
  edit?(row: CertificateRow): void;
  bind?(row: CertificateRow): void;
  remove?(row: CertificateRow): void;
  clear?(row: CertificateRow): void;
}

interface Options {
  showAccount: boolean;
  actions: CertificateActions;
  deletingStatus: ReadonlyMap<number, DeletingRead>;
}

/** Dates show the day; the full time is in the tooltip. */
const day = (value: string) => <span title={value}>{value.slice(0, 10)}</span>;

export function useCertificateColumns({ showAccount, actions, deletingStatus }: Options) {
  const { t } = useLingui();
  const operations = (row: CertificateRow): RowAction[] => {
    const state = rowAction(row.logicDelete);
    const offer = (label: string, handler: ((row: CertificateRow) => void) | undefined, palette?: 'red') =>
      handler ? [{ label, run: () => handler(row), palette }] : [];
    return [
      ...offer(t`Download`, actions.download),
      ...offer(t`Info`, actions.info),
      ...offer(t`Edit`, actions.edit),
      ...offer(t`Bind domains`, actions.bind),
      ...(state === 'delete' ? offer(t`Delete`, actions.remove, 'red') : []),
      ...(state === 'clear' ? offer(t`Clear`, actions.clear, 'red') : []),
    ];
  };
  const columns: ColumnDef<CertificateRow>[] = [
    { accessorKey: 'name', header: t`Name`, enableSorting: false },
    { accessorKey: 'subjectName', header: t`Subject name`, enableSorting: false },
    { accessorKey: 'brand', header: t`Brand`, enableSorting: false },
    ...(showAccount
      ? [{ accessorKey: 'account', header: t`Account`, enableSorting: false } as ColumnDef<CertificateRow>]
      : []),
    {
      accessorKey: 'createTime',
      header: t`Created`,
      enableSorting: false,
      cell: (c) => day(c.row.original.createTime),
    },
    { accessorKey: 'beforeDate', header: t`Issued`, enableSorting: false, cell: (c) => day(c.row.original.beforeDate) },
    { accessorKey: 'afterDate', header: t`Expires`, cell: (c) => day(c.row.original.afterDate) },
    {
      id: 'validity',
      // The warning icon needs no visible heading; a screen reader still names the column.
      header: () => <VisuallyHidden>{t`Expiry warning`}</VisuallyHidden>,
      cell: (c) => <ExpiryIcon validity={c.row.original.validity} />,
    },
    {
      id: 'operations',
      header: t`Operations`,
      meta: { operations: true },
      cell: ({ row: { original } }) => (
        <RowActions actions={operations(original)}>
          {rowAction(original.logicDelete) === 'deleting' && (
            <DeletingIndicator read={deletingStatus.get(original.id)} />
          )}
        </RowActions>
      ),
    },
  ];
  return columns;
}
