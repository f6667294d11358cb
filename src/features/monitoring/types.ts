// The monitoring entities as the contract answers them.
import type { ApiData } from '@/api/call';

export type MonitoringContact = ApiData<'listMonitoringContacts'>[number];
export type MonitoringGroup = ApiData<'listMonitoringGroups'>[number];
export type MonitoringRule = ApiData<'listMonitoringRules'>[number];
export type MonitoringNotification = ApiData<'searchMonitoringNotifyHistory'>['list'][number];
export type MonitoringAlarm = ApiData<'listMonitoringAlarmRecords'>[number];
export type MonitoringMetric = MonitoringRule['metric'];
export type MonitoringOperator = MonitoringRule['operator'];
export type MonitoringChannel = NonNullable<MonitoringRule['channels']>[number];
