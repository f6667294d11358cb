// The dashboards' alarm records, a page at a time: with the statistics' query they are drawn under, which the
// protected IP list does not load.
import { apiQueryOptions } from '@/api/query';
import { alarmQuery, type StatisticQuery } from '../rules/statistics';

export const alarmPageQuery = (query: StatisticQuery, page: number, sourceIp?: string) =>
  apiQueryOptions('pageProtectedIpAlarmRecords', { body: alarmQuery(query, page, sourceIp) });
