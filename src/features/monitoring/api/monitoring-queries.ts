// Reads of cloud monitoring, shared by the route loaders and the pages. Every call acts on the customer
// account of the session user info (002 §6); keys come from the contract's operations, so the mutations'
// x-invalidates reach exactly these caches.
import { apiQueryOptions } from '@/api/query';
import { rulesInput } from '../first-reads';
import type { HistoryRequest, RecordRequest } from '../rules/history-query';
import type { MonitoringMetric } from '../types';

export const contactsQuery = (account: string) => apiQueryOptions('listMonitoringContacts', { body: { account } });

export const groupsQuery = (account: string) => apiQueryOptions('listMonitoringGroups', { body: { account } });

/** The rules of the account; `name` is the server's fuzzy search on the rule name. */
export const rulesQuery = (account: string, name?: string) =>
  apiQueryOptions('listMonitoringRules', rulesInput(account, name));

export const ruleDetailQuery = (uuid: string) => apiQueryOptions('getMonitoringRuleDetail', { body: { uuid } });

/** The domains a rule may watch (serialized form payload, encrypted answer); they change rarely. */
export const ruleDomainsQuery = (account: string) =>
  apiQueryOptions(
    'lookupMonitoringRuleDomains',
    { body: { account } },
    { select: (data) => data.domains, staleTime: 5 * 60_000 },
  );

export const notifyHistoryQuery = (request: HistoryRequest) =>
  apiQueryOptions('searchMonitoringNotifyHistory', { body: request });

export const alarmRecordsQuery = (request: RecordRequest) =>
  apiQueryOptions('listMonitoringAlarmRecords', { body: request });

/** The metric curve of one alarm's domain over the searched period, with the rule's threshold. */
export const resourceRecordQuery = (request: RecordRequest, domain: string, metric: MonitoringMetric) =>
  apiQueryOptions('listMonitoringResourceRecords', { body: { ...request, domain, metric } });
