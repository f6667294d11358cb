// The alert history's first read (src/api/first-reads.ts): its open tab, the notifications sent or the alarms
// raised, of the user's account over the searched days, counted back from the moment both scripts share
// (src/components/list/moment.ts). Apart from the other monitoring screens' (first-reads.ts), which share their
// queries' file: the period's day rules would be one more file of their first page. Light on purpose: the early
// script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { momentOf } from '@/components/list/moment';
import { historyRequest, recordRequest } from './rules/history-query';
import { alertHistorySearchSchema, type AlertHistorySearch } from './search';

/** The history screen's requests, for the loader, the early script and the page alike. */
export const historyRequests = (search: AlertHistorySearch, account: string) => {
  const now = momentOf(search);
  return { history: historyRequest(search, account, now), records: recordRequest(search, account, now) };
};

export const alertHistoryReads = firstReads(
  alertHistorySearchSchema,
  read('searchMonitoringNotifyHistory', ({ search, user }) =>
    search.tab === 'notifications' ? { body: historyRequests(search, user.account).history } : undefined,
  ),
  read('listMonitoringAlarmRecords', ({ search, user }) =>
    search.tab === 'alarms' ? { body: historyRequests(search, user.account).records } : undefined,
  ),
);
