// The notification history, paged on the server: it starts at page 1 with total 0 (002 §3.7), keeps the
// previous page on screen while the next one loads, and shows a failure with its message and a retry.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Pager } from '../../../components/list/Pager';
import { DataTable } from '../../../components/table/DataTable';
import { notifyHistoryQuery } from '../api/monitoring-queries';
import type { HistoryRequest } from '../rules/history-query';
import { HISTORY_PAGE_SIZES } from '../search';
import { useNotificationColumns } from './history-columns';

interface Props {
  request: HistoryRequest;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

export function NotificationHistory({ request, onPage, onPageSize }: Props) {
  const { t } = useLingui();
  const history = useQuery({ ...notifyHistoryQuery(request), placeholderData: keepPreviousData });
  const columns = useNotificationColumns();
  if (history.isError) {
    return (
      <ErrorAlert
        error={history.error}
        title={t`The alert history could not be loaded`}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <Stack gap="3">
      <DataTable
        label={t`Notification history`}
        columns={columns}
        rows={history.data?.list ?? []}
        rowId={(item) => String(item.id)}
        rowTestId={(item) => `notification-${item.id}`}
        loading={history.isPending}
        empty={t`No notifications in this period`}
      />
      <Pager
        total={history.data?.total ?? 0}
        page={request.pageNum}
        pageSize={request.pageSize}
        onPageChange={onPage}
        pageSizes={HISTORY_PAGE_SIZES}
        onPageSizeChange={onPageSize}
      />
    </Stack>
  );
}
