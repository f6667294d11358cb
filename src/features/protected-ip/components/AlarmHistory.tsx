// The alarm history of the charted account, period and (when one is picked) protected IP, paged by the server.
import { Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pager } from '@/components/list/Pager';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { alarmPageQuery } from '../api/alarm-queries';
import { ALARM_PAGE_SIZE, type StatisticQuery } from '../rules/statistics';
import { useAlarmColumns } from './alarm-columns';

interface Props {
  query: StatisticQuery;
  page: number;
  sourceIp?: string | undefined;
  ready: boolean;
  onPageChange(page: number): void;
}

export function AlarmHistory({ query, page, sourceIp, ready, onPageChange }: Props) {
  const { t } = useLingui();
  // The page on screen stays while the next one loads.
  const alarms = useQuery({
    ...alarmPageQuery(query, page, sourceIp),
    placeholderData: keepPreviousData,
    enabled: ready,
  });
  const columns = useAlarmColumns();
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">{t`Alarm history`}</Heading>
      <QueryFrame query={alarms} loadingHeight="40">
        {(data) => (
          <>
            <DataTable
              label={t`Alarm history`}
              columns={columns}
              rows={data.list}
              rowId={(record) => String(record.id)}
              rowTestId={(record) => `alarm-${record.id}`}
              empty={t`No alarms in this period`}
            />
            <Pager
              total={data.total}
              pageSize={ALARM_PAGE_SIZE}
              page={data.pageNum ?? page}
              onPageChange={onPageChange}
            />
          </>
        )}
      </QueryFrame>
    </Stack>
  );
}
