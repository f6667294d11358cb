// A server-paged task table with its states: loading, failure with a retry, empty, and a note while pending
// tasks make it refresh by itself.
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { Pager } from '@/components/list/Pager';
import { QueryFrame, type FramedQuery } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { hasPending, type TaskPage } from '../rules/tasks';
import { TASK_PAGE_SIZES } from '../search';

interface Props<T extends { status: string }> {
  label: string;
  columns: ColumnDef<T>[];
  query: FramedQuery<TaskPage<T>>;
  rowId(row: T): string;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function TaskList<T extends { status: string }>({ label, columns, query, rowId, ...paging }: Props<T>) {
  return (
    <QueryFrame query={query} loadingHeight="40">
      {(data) => <Tasks label={label} columns={columns} data={data} rowId={rowId} {...paging} />}
    </QueryFrame>
  );
}

function Tasks<T extends { status: string }>({
  label,
  columns,
  data,
  rowId,
  ...paging
}: Omit<Props<T>, 'query'> & { data: TaskPage<T> }) {
  const { t } = useLingui();
  const rows = data.rows;
  return (
    <Stack gap="3">
      {hasPending(rows) && (
        <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="auto-refresh">
          <Spinner size="xs" />
          <Text>{t`Some tasks are still running; this list refreshes by itself until they end.`}</Text>
        </HStack>
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowId={rowId}
        rowTestId={(row) => `task-${rowId(row)}`}
        empty={t`No tasks`}
      />
      <Pager
        total={data.total}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        pageSizes={TASK_PAGE_SIZES}
        onPageSizeChange={paging.onPageSizeChange}
      />
    </Stack>
  );
}
