// The alarm history's columns: the kinds of alarm the contract names get a label in the user's language;
// another kind is shown as the server names it.
import { Badge } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@/components/table/column-def';
import { formatBandwidth } from '@/lib/units';
import type { AlarmRecord } from '../types';

const ALARM_TYPES: Record<string, MessageDescriptor> = {
  synFlood: msg`SYN flood`,
  udpFlood: msg`UDP flood`,
  ccAttack: msg`CC attack`,
  bandwidthExceeded: msg`Bandwidth over threshold`,
};

export function useAlarmColumns(): ColumnDef<AlarmRecord>[] {
  const { t, i18n } = useLingui();
  return [
    { accessorKey: 'sourceIp', header: t`Source IP` },
    {
      id: 'alarmType',
      header: t`Alarm type`,
      cell: (c) => {
        const known = ALARM_TYPES[c.row.original.alarmType];
        return known ? i18n._(known) : c.row.original.alarmType;
      },
    },
    { accessorKey: 'alarmContent', header: t`Details` },
    { id: 'peak', header: t`Peak bandwidth`, cell: (c) => formatBandwidth(c.row.original.peakBandwidth) },
    { accessorKey: 'startTime', header: t`Start time` },
    { id: 'endTime', header: t`End time`, cell: (c) => c.row.original.endTime ?? '—' },
    {
      id: 'status',
      header: t`Status`,
      cell: (c) =>
        c.row.original.status === 'ongoing' ? (
          <Badge colorPalette="red">{t`Ongoing`}</Badge>
        ) : (
          <Badge colorPalette="gray">{t`Ended`}</Badge>
        ),
    },
  ];
}
