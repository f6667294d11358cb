// The analysis screens' first reads (src/api/first-reads.ts): the filter's own reads, and the reads of the view the
// address opens on, with the filter of its search, for the user's account, over the period ending at the moment
// both scripts share (src/components/list/moment.ts); from the calls of the sources the screen reads
// (rules/analysis-calls.ts), the one its range picks. Light on purpose: the early script bundles it.
import { firstReads, read, type FirstRead } from '@/api/first-reads';
import type { QueryId } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { momentOf } from '@/components/list/moment';
import {
  familyCall,
  NEW_OFFLINE_CALLS,
  OFFLINE_CALLS,
  OFFLINE_FORMS,
  ONLINE_CALLS,
  ONLINE_FORMS,
  type AnalysisFamily,
  type AnalysisForm,
  type DbCall,
  type SourceCalls,
  type SourceForms,
} from './rules/analysis-calls';
import { analysisFilter, analysisSource, type AnalysisScreen, type AnalysisSource } from './rules/analysis-filter';
import {
  analysisSearchSchema,
  logAnalysisSearchSchema,
  type AnalysisSearch,
  type AnalysisView,
  type LogAnalysisSearch,
} from './search';

/**
 * What each view reads, as its components draw it: its families' reads and the forms under it where the source
 * has them. Not the bandwidth under the request count, which travels encrypted: its page asks it, and the early
 * script bundles no encryption for it.
 */
const VIEWS: Record<AnalysisView, { families: readonly AnalysisFamily[]; forms?: readonly AnalysisForm[] }> = {
  count: { families: ['count'] },
  urlTop: { families: ['urlTop'] },
  hitRate: { families: ['hitRate'], forms: ['hitRatePie'] },
  statusCode: { families: ['statusCode'], forms: ['statusCodePie', 'statusCodeTop'] },
  agent: { families: ['agent'] },
  source: { families: ['source'] },
  ip: { families: ['ip'] },
  users: { families: ['usersCn', 'usersAll'] },
};

/** The database curves each view draws on the online calls. */
const ONLINE_DB_CURVES: Partial<Record<AnalysisView, readonly DbCall[]>> = {
  count: ['getRequestDb', 'getSourceRequestDb'],
  hitRate: ['getHitRateDb', 'getByteRateDb'],
  statusCode: ['getStatusCodeDb', 'getSourceStatusCodeDb'],
};

/** A source's calls, its forms and its database curves where it has them. */
interface Source {
  calls: SourceCalls;
  forms?: SourceForms;
  db?: Partial<Record<AnalysisView, readonly DbCall[]>>;
}

type Sources = Partial<Record<AnalysisSource, Source>>;

/** The calls the screen's page makes for a search, each with its input; none without the domains it needs. */
function viewCalls(screen: AnalysisScreen, sources: Sources, search: AnalysisSearch, user: SessionUser) {
  const result = analysisFilter(screen, search, user.account, momentOf(search));
  const source = result.ok ? sources[result.source] : undefined;
  if (!result.ok || !source) return [];
  const { families, forms = [] } = VIEWS[search.view];
  const input = { body: result.filter };
  return [
    ...families.map((family) => familyCall(source.calls, family, search.byType)),
    ...forms.flatMap((form) => (source.forms ? [source.forms[form]] : [])),
    ...(source.db?.[search.view] ?? []),
  ].map((call) => [call, input] as const);
}

/** Every call a screen reading these sources may make for its first view. */
const callsOf = (sources: Sources): QueryId[] => [
  ...new Set(
    Object.values(sources).flatMap(({ calls, forms = {}, db = {} }) => [
      ...Object.values(calls).flatMap(({ request, flow }) => (flow ? [request, flow] : [request])),
      ...Object.values(forms),
      ...Object.values(db).flat(),
    ]),
  ),
];

/** The domains and providers the filter's pickers offer, for the user's account. */
const initOptionsRead = <Search>() =>
  read<'getAnalysisInitOptions', Search>('getAnalysisInitOptions', ({ user }) => ({
    params: { query: { account: user.account } },
  }));

/**
 * The filter's own reads (components/AnalysisFilters.tsx): the domains and providers its pickers offer, and the
 * offline filters' areas where the range reads an offline source.
 */
const filterReads = (screen: AnalysisScreen): FirstRead<AnalysisSearch>[] => [
  initOptionsRead(),
  read('listOfflinePullDown', ({ search }) => (analysisSource(screen, search.range) !== 'online' ? {} : undefined)),
];

function analysisReads(screen: AnalysisScreen, sources: Sources) {
  // Each call's input is the one the page gives it, typed by the query factories that make the same calls: a read
  // of any of the sources' calls is one of the contract's, whose input this declaration does not type again.
  const reads = callsOf(sources).map((operation): FirstRead<AnalysisSearch> => ({
    operation,
    input: ({ search, user }) => viewCalls(screen, sources, search, user).find(([call]) => call === operation)?.[1],
  }));
  return firstReads(analysisSearchSchema, ...filterReads(screen), ...reads);
}

export const analysisOnReads = /* @__PURE__ */ analysisReads('on', {
  online: { calls: ONLINE_CALLS, forms: ONLINE_FORMS, db: ONLINE_DB_CURVES },
  offline: { calls: OFFLINE_CALLS, forms: OFFLINE_FORMS },
});

export const analysisOffReads = /* @__PURE__ */ analysisReads('off', {
  offline: { calls: OFFLINE_CALLS, forms: OFFLINE_FORMS },
});

export const newAnalysisOffReads = /* @__PURE__ */ analysisReads('newOff', {
  newOffline: { calls: NEW_OFFLINE_CALLS },
});

/**
 * The log analysis opens with the domains its views default to; a user who may not read them (no permission of the
 * module's views) is sent nothing.
 */
export const logAnalysisReads = firstReads(logAnalysisSearchSchema, initOptionsRead<LogAnalysisSearch>());
