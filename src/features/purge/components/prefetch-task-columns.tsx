// Columns of the prefetch task table. Times show as the server wrote them.
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { PrefetchTask } from '../rules/tasks';
import { ProgressCell } from './ProgressCell';
import { TaskStatusBadge } from './TaskStatusBadge';
import { UrlCell } from './UrlCell';

export function usePrefetchTaskColumns(): ColumnDef<PrefetchTask>[] {
  const { t } = useLingui();
  return [
    { accessorKey: 'url', header: t`URL`, enableSorting: false, cell: (c) => <UrlCell url={c.row.original.url} /> },
    {
      accessorKey: 'status',
      header: t`Status`,
      enableSorting: false,
      cell: (c) => <TaskStatusBadge status={c.row.original.status} />,
    },
    {
      accessorKey: 'progress',
      header: t`Progress`,
      enableSorting: false,
      cell: (c) => <ProgressCell value={c.row.original.progress ?? 0} label={t`Progress`} />,
    },
    {
      accessorKey: 'createTime',
      header: t`Submitted`,
      enableSorting: false,
      cell: (c) => c.row.original.createTime ?? '-',
    },
    {
      accessorKey: 'finishTime',
      header: t`Finished at`,
      enableSorting: false,
      cell: (c) => c.row.original.finishTime ?? '-',
    },
  ];
}
