// Reads of the analysis screens. One set of views is fed by three families of calls: the …/onLine ones,
// the …/offLine ones and the newer /offline/* ones (001 §4, §7; rules/analysis-calls.ts). Each view names its
// family and the request ↔ traffic toggle picks the /flow variant where one exists; the answers share one shape
// per family.
import type { ApiInput } from '@/api/call';
import { apiQueryOptions } from '@/api/query';
import {
  familyCall,
  NEW_OFFLINE_CALLS,
  OFFLINE_CALLS,
  ONLINE_CALLS,
  type AnalysisFamily,
  type DbCall,
} from '../rules/analysis-calls';
import type { LogQuery } from '../rules/log-query';
import type { LOG_VIEW_CALLS, LogView } from '../rules/log-views';
import type { AnalysisFilter, AnalysisSource } from '../rules/analysis-filter';
import type { ByType } from '../search';

/** Every source's table of families (rules/analysis-calls.ts). */
const FAMILIES = { online: ONLINE_CALLS, offline: OFFLINE_CALLS, newOffline: NEW_OFFLINE_CALLS } as const;

type Family<F extends AnalysisFamily, S extends AnalysisSource> = (typeof FAMILIES)[S][F];
/** Every call of a family, whatever the source and byType. */
type CallOf<F extends AnalysisFamily> = {
  [S in AnalysisSource]: Family<F, S>[keyof Family<F, S>];
}[AnalysisSource];
/** The options of a family's query: every call of a family answers the online request call's data shape. */
type FamilyOptions<F extends AnalysisFamily> = ReturnType<typeof apiQueryOptions<Family<F, 'online'>['request']>>;

/** Whether the family has a traffic (bytes) variant: its counts are then bytes when byType is 'flow'. */
export const hasFlowVariant = (family: AnalysisFamily) => 'flow' in ONLINE_CALLS[family];

/** The operation that answers a family for a source and byType. */
export function analysisCall<F extends AnalysisFamily>(family: F, source: AnalysisSource, byType: ByType) {
  // The tables are typed by their literal ids; read through the wider view, the call needs naming again.
  return familyCall(FAMILIES[source], family, byType) as CallOf<F>;
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

// Both are first reads of the analysis screens (first-reads.ts): the client's default staleTime, as the loader
// prefetches them with.

/** The area dropdowns of the offline filters (continents, countries, provinces, ISPs). */
export const pullDownQuery = () => apiQueryOptions('listOfflinePullDown', {});

/** The domains (and providers) the domain picker offers. */
export const analysisInitQuery = (account: string) =>
  apiQueryOptions('getAnalysisInitOptions', { params: { query: { account } } });

/** One log analysis view's call (000 §7): a GET with the log query in the query string. */
export const logViewQuery = <Id extends (typeof LOG_VIEW_CALLS)[LogView]>(id: Id, query: LogQuery) =>
  apiQueryOptions(id, { params: { query } } as ApiInput<Id>);

/** A database-backed online call (rules/analysis-calls.ts), with the online filter in the body. */
export const dbQuery = (id: DbCall, filter: AnalysisFilter) => apiQueryOptions(id, { body: filter });
