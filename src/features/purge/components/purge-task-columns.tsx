// Columns of the purge task table. Times show as the server wrote them.
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { PurgeTask } from '../rules/tasks';
import { TaskStatusBadge } from './TaskStatusBadge';
import { UrlCell } from './UrlCell';

export function usePurgeTaskColumns(): ColumnDef<PurgeTask>[] {
  const { t } = useLingui();
  return [
    { accessorKey: 'url', header: t`URL`, enableSorting: false, cell: (c) => <UrlCell url={c.row.original.url} /> },
    {
      accessorKey: 'type',
      header: t`Type`,
      enableSorting: false,
      cell: (c) => (c.row.original.type === 'dir' ? t`Directory` : t`URL`),
    },
    {
      accessorKey: 'status',
      header: t`Status`,
      enableSorting: false,
      cell: (c) => <TaskStatusBadge status={c.row.original.status} />,
    },
    { accessorKey: 'createTime', header: t`Submitted`, enableSorting: false },
    {
      accessorKey: 'finishTime',
      header: t`Finished at`,
      enableSorting: false,
      cell: (c) => c.row.original.finishTime ?? '-',
    },
    { accessorKey: 'source', header: t`Source`, enableSorting: false, cell: (c) => c.row.original.source ?? '-' },
  ];
}
