// Reads of the analysis screens. One set of views is fed by three families of calls: the …/onLine ones,
// the …/offLine ones and the newer /offline/* ones (001 §4, §7). Each view names its family and the request ↔
// traffic toggle picks the /flow variant where one exists; the answers share one shape per family.
import type { ApiInput } from '@/api/call';
import { apiQueryOptions, type QueryId } from '@/api/query';
import type { LogQuery } from '../rules/log-query';
import type { LOG_VIEW_CALLS, LogView } from '../rules/log-views';
import type { AnalysisFilter, AnalysisSource } from '../rules/analysis-filter';
import type { ByType } from '../search';

type Calls = { readonly [Source in AnalysisSource]: QueryId };

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

type Family<F extends AnalysisFamily> = (typeof FAMILIES)[F];
/** Every call of a family, whatever the source and byType. */
type CallOf<F extends AnalysisFamily> = { [V in keyof Family<F>]: Family<F>[V][keyof Family<F>[V]] }[keyof Family<F>];
/** The options of a family's query: every call of a family answers the online request call's data shape. */
type FamilyOptions<F extends AnalysisFamily> = ReturnType<typeof apiQueryOptions<Family<F>['request']['online']>>;

/** Whether the family has a traffic (bytes) variant: its counts are then bytes when byType is 'flow'. */
export const hasFlowVariant = (family: AnalysisFamily) => 'flow' in FAMILIES[family];

/** The operation that answers a family for a source and byType. */
export function analysisCall<F extends AnalysisFamily>(family: F, source: AnalysisSource, byType: ByType) {
  const calls: { request: Calls; flow?: Calls } = FAMILIES[family];
  // The table above is typed by its literal ids; read through the wider view, it needs naming again.
  return (byType === 'flow' && calls.flow ? calls.flow : calls.request)[source] as CallOf<F>;
}

/**
 * One line a family, with the family's calls as a concrete union: each call's body is checked against the
 * filter and each answer against the online call's, so a call whose contract drifts is a type error here.
 */
const QUERIES: { [F in AnalysisFamily]: (id: CallOf<F>, filter: AnalysisFilter) => FamilyOptions<F> } = {
  count: (id, filter) => apiQueryOptions(id, { body: filter }),
  urlTop: (id, filter) => apiQueryOptions(id, { body: filter }),
  hitRate: (id, filter) => apiQueryOptions(id, { body: filter }),
  statusCode: (id, filter) => apiQueryOptions(id, { body: filter }),
  agent: (id, filter) => apiQueryOptions(id, { body: filter }),
  source: (id, filter) => apiQueryOptions(id, { body: filter }),
  ip: (id, filter) => apiQueryOptions(id, { body: filter }),
  usersCn: (id, filter) => apiQueryOptions(id, { body: filter }),
  usersAll: (id, filter) => apiQueryOptions(id, { body: filter }),
};

/** The query of one family, from the call that answers the source and byType. */
export function analysisQuery<F extends AnalysisFamily>(
  family: F,
  source: AnalysisSource,
  byType: ByType,
  filter: AnalysisFilter,
): FamilyOptions<F> {
  const query: (id: CallOf<F>, filter: AnalysisFilter) => FamilyOptions<F> = QUERIES[family];
  return query(analysisCall(family, source, byType), filter);
}

/** The area dropdowns of the offline filters (continents, countries, provinces, ISPs). */
export const pullDownQuery = () => apiQueryOptions('listOfflinePullDown', {}, { staleTime: 10 * 60_000 });

/** The domains (and providers) the domain picker offers. */
export const analysisInitQuery = (account: string) =>
  apiQueryOptions('getAnalysisInitOptions', { params: { query: { account } } }, { staleTime: 5 * 60_000 });

/** One log analysis view's call (000 §7): a GET with the log query in the query string. */
export const logViewQuery = <Id extends (typeof LOG_VIEW_CALLS)[LogView]>(id: Id, query: LogQuery) =>
  apiQueryOptions(id, { params: { query } } as ApiInput<Id>);

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
export const dbQuery = (id: DbCall, filter: AnalysisFilter) => apiQueryOptions(id, { body: filter });
