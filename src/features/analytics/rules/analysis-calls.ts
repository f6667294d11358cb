// Which call of the contract answers each read of the analysis screens (001 §4, §5, §7), by source: the …/onLine
// calls, the …/offLine ones and the newer /offline/* ones. Per family (a view's own read; the user distribution has
// two), the request call and, where the family has one, its traffic variant (`flow`); per form (the pie and top
// forms under the hit-rate and status-code views, which the /offline/* family has not), its call. A table per
// source, and only types imported: a screen's first reads (../first-reads.ts) take the tables of its own sources.
import type { QueryId } from '@/api/query';
import type { ByType } from '../search';

interface Calls {
  readonly request: QueryId;
  readonly flow?: QueryId;
}

export const ONLINE_CALLS = {
  count: { request: 'countOnline' },
  urlTop: { request: 'urlTopOnline', flow: 'urlTopFlowOnline' },
  hitRate: { request: 'hitRateOnline' },
  statusCode: { request: 'statusCodeOnline' },
  agent: { request: 'agentOnline' },
  source: { request: 'sourceOnline' },
  ip: { request: 'independentIpOnline', flow: 'independentIpAllFlowOnline' },
  usersCn: { request: 'userDistributionOnline', flow: 'userDistributionCnFlowOnline' },
  usersAll: { request: 'userDistributionAllRequestOnline', flow: 'userDistributionAllFlowOnline' },
} as const satisfies Record<string, Calls>;

export type AnalysisFamily = keyof typeof ONLINE_CALLS;

export const OFFLINE_CALLS = {
  count: { request: 'countOffline' },
  urlTop: { request: 'urlTopOffline', flow: 'urlTopFlowOffline' },
  hitRate: { request: 'hitRateOffline' },
  statusCode: { request: 'statusCodeOffline' },
  agent: { request: 'agentOffline' },
  source: { request: 'sourceOffline' },
  ip: { request: 'independentIpOffline', flow: 'independentIpAllFlowOffline' },
  usersCn: { request: 'userDistributionOffline', flow: 'userDistributionCnFlowOffline' },
  usersAll: { request: 'userDistributionAllRequestOffline', flow: 'userDistributionAllFlowOffline' },
} as const satisfies Record<AnalysisFamily, Calls>;

export const NEW_OFFLINE_CALLS = {
  count: { request: 'queryOfflineRequest' },
  urlTop: { request: 'queryOfflineUrlByRequest', flow: 'queryOfflineUrlByFlow' },
  hitRate: { request: 'queryOfflineHitRate' },
  statusCode: { request: 'queryOfflineStatusCode' },
  agent: { request: 'queryOfflineAgentByRequest' },
  source: { request: 'queryOfflineRefererByRequest' },
  ip: { request: 'queryOfflineUserIpByRequest', flow: 'queryOfflineUserIpByFlow' },
  usersCn: { request: 'queryOfflineCnUserInfoRequest', flow: 'queryOfflineCnUserInfoFlow' },
  usersAll: { request: 'queryOfflineAllUserInfoRequest', flow: 'queryOfflineAllUserInfoFlow' },
} as const satisfies Record<AnalysisFamily, Calls>;

/** One source's table of families. */
export type SourceCalls = Readonly<Record<AnalysisFamily, Calls>>;

/** The call that answers a family from a source's table: its traffic variant when asked and it has one. */
export function familyCall(calls: SourceCalls, family: AnalysisFamily, byType: ByType): QueryId {
  const { request, flow } = calls[family];
  return byType === 'flow' && flow ? flow : request;
}

export const ONLINE_FORMS = {
  hitRatePie: 'hitRateBtOnline',
  statusCodePie: 'statusCodeBtOnline',
  statusCodeTop: 'statusCodeTbOnline',
} as const satisfies Record<string, QueryId>;

export type AnalysisForm = keyof typeof ONLINE_FORMS;

export const OFFLINE_FORMS = {
  hitRatePie: 'hitRateBtOffline',
  statusCodePie: 'statusCodeBtOffline',
  statusCodeTop: 'statusCodeTbOffline',
} as const satisfies Record<AnalysisForm, QueryId>;

/** One source's table of forms. */
export type SourceForms = Readonly<Record<AnalysisForm, QueryId>>;

/**
 * The database-backed online calls (001 §7): the online filter in the body, a curve and a pie in the answer;
 * the source* ones are the back-to-origin panels of the request and status-code curves.
 */
export type DbCall =
  | 'getRequestDb'
  | 'getHitRateDb'
  | 'getByteRateDb'
  | 'getStatusCodeDb'
  | 'getSourceRequestDb'
  | 'getSourceStatusCodeDb';
