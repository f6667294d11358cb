// Columns of the notification history and of the alarm records.
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { channelLabels, formatMetricValue, metricLabels } from '../rules/metrics';
import type { MonitoringAlarm, MonitoringNotification } from '../types';

export function useNotificationColumns(): ColumnDef<MonitoringNotification>[] {
  const { t, i18n } = useLingui();
  return [
    { accessorKey: 'notifyTime', header: t`Sent at` },
    { accessorKey: 'ruleName', header: t`Rule name` },
    { accessorKey: 'domain', header: t`Domain` },
    {
      id: 'value',
      header: t`Value / threshold`,
      accessorFn: (n) =>
        n.metric
          ? `${i18n._(metricLabels[n.metric])} ${formatMetricValue(n.metric, n.value)} / ${formatMetricValue(n.metric, n.threshold)}`
          : '-',
    },
    { accessorKey: 'contactName', header: t`Contact`, cell: (c) => c.row.original.contactName ?? '-' },
    { id: 'channel', header: t`Notify by`, accessorFn: (n) => i18n._(channelLabels[n.channel]) },
    {
      id: 'sendStatus',
      header: t`Send status`,
      accessorFn: (n) => (n.sendStatus === 'success' ? t`Sent` : t`Failed`),
      cell: (c) => (
        <Badge colorPalette={c.row.original.sendStatus === 'success' ? 'green' : 'red'}>
          {c.row.original.sendStatus === 'success' ? t`Sent` : t`Failed`}
        </Badge>
      ),
    },
    { accessorKey: 'content', header: t`Message`, cell: (c) => c.row.original.content ?? '-' },
  ];
}

export function useAlarmColumns(): ColumnDef<MonitoringAlarm>[] {
  const { t, i18n } = useLingui();
  return [
    { accessorKey: 'startTime', header: t`Started` },
    { accessorKey: 'ruleName', header: t`Rule name` },
    { accessorKey: 'domain', header: t`Domain` },
    { id: 'metric', header: t`Metric`, accessorFn: (a) => i18n._(metricLabels[a.metric]) },
    {
      id: 'value',
      header: t`Value / threshold`,
      accessorFn: (a) => `${formatMetricValue(a.metric, a.value)} / ${formatMetricValue(a.metric, a.threshold)}`,
    },
    {
      id: 'status',
      header: t`Status`,
      accessorFn: (a) => (a.status === 'alarming' ? t`Alarming` : t`Recovered`),
      cell: (c) => (
        <Badge colorPalette={c.row.original.status === 'alarming' ? 'red' : 'green'}>
          {c.row.original.status === 'alarming' ? t`Alarming` : t`Recovered`}
        </Badge>
      ),
    },
    { id: 'recoverTime', header: t`Recovered at`, accessorFn: (a) => a.recoverTime ?? '-' },
  ];
}
