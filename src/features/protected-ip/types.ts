import type { ApiData } from '@/api/call';

/** An IP protection entry as the list answers it. */
export type ProtectedIpEntry = NonNullable<ApiData<'listProtectedIps'>>[number];

/** A protected IP the dashboard can chart. */
export type StatisticTarget = NonNullable<ApiData<'listProtectedIpStatisticTargets'>>[number];

export type AlarmRecord = NonNullable<ApiData<'pageProtectedIpAlarmRecords'>>['list'][number];
