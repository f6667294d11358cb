// The alarms the rules raised in the period, still firing or recovered, narrowed by the search in the browser.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ErrorAlert';
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
  if (records.isError) {
    return (
      <ErrorAlert
        error={records.error}
        title={t`The alarm records could not be loaded`}
        onRetry={() => void records.refetch()}
      />
    );
  }
  return (
    <DataTable
      label={t`Alarm records`}
      columns={columns}
      rows={filterAlarms(records.data ?? [], ruleName, domain)}
      rowId={(alarm) => String(alarm.id)}
      rowTestId={(alarm) => `alarm-${alarm.id}`}
      loading={records.isPending}
      empty={t`No alarms in this period`}
      csvFileName="alarm-records.csv"
    />
  );
}
