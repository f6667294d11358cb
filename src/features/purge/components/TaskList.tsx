// A server-paged task table with its states: loading, failure with a retry, empty, and a note while pending
// tasks make it refresh by itself.
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import type { ApiError } from '../../../api/api-error';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Pager } from '../../../components/list/Pager';
import { DataTable } from '../../../components/table/DataTable';
import { hasPending, type TaskPage } from '../rules/tasks';
import { TASK_PAGE_SIZES } from '../search';

interface Props<T extends { status: string }> {
  label: string;
  columns: ColumnDef<T, unknown>[];
  query: { data?: TaskPage<T>; isPending: boolean; isError: boolean; error: ApiError | null; refetch(): unknown };
  rowId(row: T): string;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

export function TaskList<T extends { status: string }>({ label, columns, query, rowId, ...paging }: Props<T>) {
  const { t } = useLingui();
  const rows = query.data?.rows ?? [];
  return (
    <Stack gap="3">
      {query.isError && query.error && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
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
        loading={query.isPending}
        empty={t`No tasks`}
      />
      <Pager
        total={query.data?.total ?? 0}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.onPageChange}
        pageSizes={TASK_PAGE_SIZES}
        onPageSizeChange={paging.onPageSizeChange}
      />
    </Stack>
  );
}
