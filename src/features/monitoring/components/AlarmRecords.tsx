// The alarms the rules raised in the period, still firing or recovered, narrowed by the search in the browser;
// the metric curve of a chosen alarm's domain shows under them.
import { Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@/components/table/column-def';
import { useState } from 'react';
import { QueryFrame } from '@/components/query/QueryFrame';
import { DataTable } from '@/components/table/DataTable';
import { alarmRecordsQuery } from '../api/monitoring-queries';
import { filterAlarms } from '../rules/alarm-filter';
import type { RecordRequest } from '../rules/history-query';
import type { MonitoringAlarm } from '../types';
import { useAlarmColumns } from './history-columns';
import { ResourceRecordPanel } from './ResourceRecordPanel';

interface Props {
  request: RecordRequest;
  ruleName?: string;
  domain?: string;
}

export function AlarmRecords({ request, ruleName, domain }: Props) {
  const { t } = useLingui();
  const records = useQuery(alarmRecordsQuery(request));
  const [chosen, setChosen] = useState<MonitoringAlarm>();
  const curveColumn: ColumnDef<MonitoringAlarm> = {
    id: 'curve',
    header: t`Metric curve`,
    cell: ({ row }) => (
      <Button size="xs" variant="outline" onClick={() => setChosen(row.original)}>
        {t`Show curve`}
      </Button>
    ),
  };
  const columns = [...useAlarmColumns(), curveColumn];
  return (
    <QueryFrame query={records} errorTitle={t`The alarm records could not be loaded`} loadingHeight="40">
      {(data) => (
        <Stack gap="6">
          <DataTable
            label={t`Alarm records`}
            columns={columns}
            rows={filterAlarms(data, ruleName, domain)}
            rowId={(alarm) => String(alarm.id)}
            rowTestId={(alarm) => `alarm-${alarm.id}`}
            empty={t`No alarms in this period`}
            csvFileName="alarm-records.csv"
          />
          {chosen && <ResourceRecordPanel key={chosen.id} request={request} alarm={chosen} />}
        </Stack>
      )}
    </QueryFrame>
  );
}
