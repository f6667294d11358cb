// Columns of the log file table: the file, its domain, the hours it covers, its size and the download.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import type { ApiData } from '@/api/call';
import { fileSize, timeWindow } from '../rules/log-files';

export type LogFile = NonNullable<ApiData<'searchLogFiles'>>['list'][number];

export function useLogFileColumns(download: (file: LogFile) => void, pendingId?: string): ColumnDef<LogFile>[] {
  const { t } = useLingui();
  return [
    { accessorKey: 'fileName', header: t`File`, enableSorting: false },
    { accessorKey: 'domain', header: t`Domain`, enableSorting: false },
    {
      id: 'window',
      header: t`Time window`,
      enableSorting: false,
      cell: (c) => timeWindow(c.row.original.startTime, c.row.original.endTime),
    },
    { accessorKey: 'fileSize', header: t`Size`, enableSorting: false, cell: (c) => fileSize(c.row.original.fileSize) },
    {
      id: 'operations',
      header: t`Operations`,
      cell: ({ row: { original } }) => (
        <Button
          size="xs"
          variant="plain"
          colorPalette="blue"
          loading={pendingId === original.id}
          disabled={pendingId !== undefined && pendingId !== original.id}
          onClick={() => download(original)}
        >
          {t`Download`}
        </Button>
      ),
    },
  ];
}
