// The notification history, paged on the server: it starts at page 1 with total 0 (002 §3.7), keeps the
// previous page on screen while the next one loads, and shows a failure with its message and a retry.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pager } from '@/components/list/Pager';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
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
  return (
    <QueryFrame query={history} errorTitle={t`The alert history could not be loaded`} loadingHeight="40">
      {(data) => (
        <Stack gap="3">
          <DataTable
            label={t`Notification history`}
            columns={columns}
            rows={data.list}
            rowId={(item) => String(item.id)}
            rowTestId={(item) => `notification-${item.id}`}
            empty={t`No notifications in this period`}
          />
          <Pager
            total={data.total}
            page={request.pageNum}
            pageSize={request.pageSize}
            onPageChange={onPage}
            pageSizes={HISTORY_PAGE_SIZES}
            onPageSizeChange={onPageSize}
          />
        </Stack>
      )}
    </QueryFrame>
  );
}
