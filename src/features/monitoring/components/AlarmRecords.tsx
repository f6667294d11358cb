// The alarms the rules raised in the period, still firing or recovered, narrowed by the search in the browser.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryFrame } from '../../../components/query/QueryFrame';
import { DataTable } from '../../../components/table/DataTable';
import { alarmRecordsQuery } from '../api/monitoring-queries';
import { filterAlarms } from '../rules/alarm-filter';
import type { RecordRequest } from '../rules/history-query';
import { useAlarmColumns } from './history-columns';

interface Props {
  request: RecordRequest;
  ruleName?: string;
  domain?: string;
}

export function AlarmRecords({ request, ruleName, domain }: Props) {
  const { t } = useLingui();
  const records = useQuery(alarmRecordsQuery(request));
  const columns = useAlarmColumns();
  return (
    <QueryFrame query={records} errorTitle={t`The alarm records could not be loaded`} loadingHeight="40">
      {(data) => (
        <DataTable
          label={t`Alarm records`}
          columns={columns}
          rows={filterAlarms(data, ruleName, domain)}
          rowId={(alarm) => String(alarm.id)}
          rowTestId={(alarm) => `alarm-${alarm.id}`}
          empty={t`No alarms in this period`}
          csvFileName="alarm-records.csv"
        />
      )}
    </QueryFrame>
  );
}
