// Reads of the analysis screens. One set of views is fed by three families of calls: the …/onLine ones,
// the …/offLine ones and the newer /offline/* ones (001 §4, §7). Each view names its family and the request ↔
// traffic toggle picks the /flow variant where one exists; the answers share one shape per family.
import type { ApiInput } from '../../../api/call';
import { apiQueryOptions } from '../../../api/query';
import type { LogQuery } from '../rules/log-query';
import type { LOG_VIEW_CALLS, LogView } from '../rules/log-views';
import type { AnalysisFilter, AnalysisSource } from '../rules/analysis-filter';
import type { ByType } from '../search';

type Calls = { readonly [Source in AnalysisSource]: string };

/** Every family's calls, by source; `flow` where the family has a traffic variant. */
const FAMILIES = {
  count: { request: { online: 'countOnline', offline: 'countOffline', newOffline: 'queryOfflineRequest' } },
  urlTop: {
    request: { online: 'urlTopOnline', offline: 'urlTopOffline', newOffline: 'queryOfflineUrlByRequest' },
    flow: { online: 'urlTopFlowOnline', offline: 'urlTopFlowOffline', newOffline: 'queryOfflineUrlByFlow' },
  },
  hitRate: { request: { online: 'hitRateOnline', offline: 'hitRateOffline', newOffline: 'queryOfflineHitRate' } },
  statusCode: {
    request: { online: 'statusCodeOnline', offline: 'statusCodeOffline', newOffline: 'queryOfflineStatusCode' },
  },
  agent: { request: { online: 'agentOnline', offline: 'agentOffline', newOffline: 'queryOfflineAgentByRequest' } },
  source: { request: { online: 'sourceOnline', offline: 'sourceOffline', newOffline: 'queryOfflineRefererByRequest' } },
  ip: {
    request: {
      online: 'independentIpOnline',
      offline: 'independentIpOffline',
      newOffline: 'queryOfflineUserIpByRequest',
    },
    flow: {
      online: 'independentIpAllFlowOnline',
      offline: 'independentIpAllFlowOffline',
      newOffline: 'queryOfflineUserIpByFlow',
    },
  },
  usersCn: {
    request: {
      online: 'userDistributionOnline',
      offline: 'userDistributionOffline',
      newOffline: 'queryOfflineCnUserInfoRequest',
    },
    flow: {
      online: 'userDistributionCnFlowOnline',
      offline: 'userDistributionCnFlowOffline',
      newOffline: 'queryOfflineCnUserInfoFlow',
    },
  },
  usersAll: {
    request: {
      online: 'userDistributionAllRequestOnline',
      offline: 'userDistributionAllRequestOffline',
      newOffline: 'queryOfflineAllUserInfoRequest',
    },
    flow: {
      online: 'userDistributionAllFlowOnline',
      offline: 'userDistributionAllFlowOffline',
      newOffline: 'queryOfflineAllUserInfoFlow',
    },
  },
} as const satisfies Record<string, { request: Calls; flow?: Calls }>;

export type AnalysisFamily = keyof typeof FAMILIES;

type FamilyCalls<F extends AnalysisFamily> = (typeof FAMILIES)[F];
type RequestId<F extends AnalysisFamily> = FamilyCalls<F>['request']['online'];

/** Whether the family has a traffic (bytes) variant: its counts are then bytes when byType is 'flow'. */
export const hasFlowVariant = (family: AnalysisFamily) => 'flow' in FAMILIES[family];

/** The operation that answers a family for a source and byType. */
export function analysisCall(family: AnalysisFamily, source: AnalysisSource, byType: ByType) {
  const calls: { request: Calls; flow?: Calls } = FAMILIES[family];
  return (byType === 'flow' && calls.flow ? calls.flow : calls.request)[source];
}

/**
 * The query of one family. Every call of a family answers the same data shape, so the options are typed as
 * the online request call's.
 */
export function analysisQuery<F extends AnalysisFamily>(
  family: F,
  source: AnalysisSource,
  byType: ByType,
  filter: AnalysisFilter,
) {
  const id = analysisCall(family, source, byType) as RequestId<F>;
  return apiQueryOptions(id, { body: filter } as never);
}

/** The area dropdowns of the offline filters (continents, countries, provinces, ISPs). */
export const pullDownQuery = () => apiQueryOptions('listOfflinePullDown', {}, { staleTime: 10 * 60_000 });

/** The domains (and providers) the domain picker offers. */
export const analysisInitQuery = (account: string) =>
  apiQueryOptions('getAnalysisInitOptions', { params: { query: { account } } }, { staleTime: 5 * 60_000 });

/** One log analysis view's call (000 §7): a GET with the log query in the query string. */
export const logViewQuery = <Id extends (typeof LOG_VIEW_CALLS)[LogView]>(id: Id, query: LogQuery) =>
  apiQueryOptions(id, { params: { query } } as ApiInput<Id>);

/** The database-backed online calls (001 §7): the online filter in the body, a curve and a pie in the answer. */
export type DbCall = 'getRequestDb' | 'getHitRateDb' | 'getByteRateDb' | 'getStatusCodeDb';
export const dbQuery = (id: DbCall, filter: AnalysisFilter) => apiQueryOptions(id, { body: filter });
