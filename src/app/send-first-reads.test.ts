// The script run before the entry sends a screen's declared first reads for a well-formed address and a session
// that has not ended, under the name the loader asks them by; the loader adopts the answer instead of asking
// again, and a refusal in it is handled as one the loader had asked for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { ApiError } from '@/api/api-error';
import { encryptJson, encryptText } from '@/api/cipher';
import type { EarlySession } from '@/api/early-session';
import { firstReads, read, readKey, type FirstReads } from '@/api/first-reads';
import { overviewReads } from '@/features/overview/first-reads';
import { analysisInitQuery, analysisQuery, dbQuery, pullDownQuery } from '@/features/analytics/api/analytics-queries';
import { formQuery, hasForms } from '@/features/analytics/api/form-queries';
import { analysisOffReads, analysisOnReads, newAnalysisOffReads } from '@/features/analytics/first-reads';
import type { AnalysisFamily, AnalysisForm, DbCall } from '@/features/analytics/rules/analysis-calls';
import { analysisFilter, analysisSource, type AnalysisScreen } from '@/features/analytics/rules/analysis-filter';
import { analysisSearchSchema, type AnalysisView } from '@/features/analytics/search';
import { firstReadsLoader } from '@/api/preload-reads';
import { createQueryClient } from '@/api/query';
import { entryStarted, SENT_READS_GLOBAL, sendEarly, takeSentRead } from '@/api/sent-reads';
import { toSessionUser, type LoginUserInfo } from '@/api/session';
import { defaultParseSearch } from '@tanstack/react-router';
import type { QueryKey } from '@tanstack/react-query';
import { momentOf } from '@/components/list/moment';
import { billDetailQuery, billOverviewQuery, billSumQuery } from '@/features/bills/api/bill-queries';
import { billRange, detailMonth } from '@/features/bills/first-reads';
import { billSearchSchema } from '@/features/bills/search';
import { effectiveScope } from '@/api/certificate-scopes';
import { canCall } from '@/api/permissions';
import { certificateDetailsQuery, certificateListQuery } from '@/features/certificates/api/certificate-queries';
import { certificateListSearchSchema } from '@/features/certificates/search';
import { domainSearchQuery } from '@/features/domains/api/domain-queries';
import {
  fulltextQuery,
  hostCountQuery,
  hostListQuery,
  serverHostsQuery,
  vpsHostsQuery,
} from '@/features/hosts/api/host-queries';
import { hostListSearchSchema, hostOverviewSearchSchema } from '@/features/hosts/search';
import { allLiveDomainsQuery, liveDomainSearchQuery } from '@/features/live-domains/api/live-domain-queries';
import { liveDomainSearchSchema } from '@/features/live-domains/search';
import { logFilesQuery } from '@/features/logs/api/log-queries';
import { logSearchSchema } from '@/features/logs/search';
import {
  alarmRecordsQuery,
  contactsQuery,
  groupsQuery,
  notifyHistoryQuery,
  rulesQuery,
} from '@/features/monitoring/api/monitoring-queries';
import { historyRequests } from '@/features/monitoring/history-first-reads';
import { alertHistorySearchSchema } from '@/features/monitoring/search';
import { overviewQueriesFor, previousTrafficQuery, trafficQuery } from '@/features/overview/api/overview-queries';
import { overviewSearchSchema } from '@/features/overview/search';
import { alarmPageQuery } from '@/features/protected-ip/api/alarm-queries';
import { statisticsQuery, statisticTargetsQuery } from '@/features/protected-ip/api/protected-ip-queries';
import { dashboardAccount, dashboardQuery, dashboardReads } from '@/features/protected-ip/dashboard-first-reads';
import { dashboardSearchSchema } from '@/features/protected-ip/search';
import { prefetchTasksQuery, purgeTasksQuery } from '@/features/purge/api/purge-queries';
import { prefetchTaskSearchSchema, purgeTaskSearchSchema } from '@/features/purge/search';
import { lineAreasQuery, lineOptionsQuery } from '@/features/traffic/api/line-queries';
import { rankingQuery } from '@/features/traffic/api/ranking-queries';
import { serviceInfoQueryFor, serviceInfoTrafficQuery } from '@/features/traffic/api/traffic-queries';
import { rankingPeriod } from '@/features/traffic/ranking-first-reads';
import { rankingSearchSchema, serviceInfoSearchSchema } from '@/features/traffic/search';
import { domainGroupsQuery, usersQuery } from '@/features/users/api/user-queries';
import { domainListReads } from '@/features/domains/first-reads';
import { domainListSearchSchema } from '@/features/domains/search';
import { operations as contractOperations } from '@/api/generated/operations';
import { readSearch } from '@/lib/search-params';
import { createPortal } from './router';
import { screenReads } from './screen-reads';
import { sendFirstReads, sessionNeeded } from './send-first-reads';

const operations = {
  searchDomains: { method: 'post', path: '/api/domain/search' },
  getCertificateDetails: { method: 'get', path: '/api/certificate/details/{id}' },
};
/**
 * The declarations whose loader alone sends their reads (src/app/screen-reads.ts), held to their pages' reads all
 * the same.
 */
const loaderOnly: Record<string, FirstReads<object>> = {
  '/cdn/newoverview': overviewReads,
  '/cdn/newanalysisOff': newAnalysisOffReads,
  '/cdn/analysisOff': analysisOffReads,
  '/cdn/analysisOn': analysisOnReads,
  '/ipP/dashboards': dashboardReads,
};
/** The contract's rows of every declared read, as the build writes them into the screens' pages. */
const readOperations = Object.fromEntries(
  [...Object.values(screenReads), ...Object.values(loaderOnly)]
    .flatMap((declared) => declared.reads.map((read) => read.operation))
    .map((id) => {
      const row: { method: string; path: string; encryptedBody?: boolean; permission: string } = contractOperations[id];
      const permission =
        row.permission === 'public' || row.permission === 'session' ? {} : { permission: row.permission };
      return [
        id,
        { method: row.method, path: row.path, ...(row.encryptedBody && { encryptedBody: true }), ...permission },
      ];
    }),
);
const origin = 'http://portal.test';
const user = toSessionUser(exampleData('login', 'customer') as LoginUserInfo);
/** The session as the early script reads it; its cipher is the entry's (src/api/early-session.test.ts holds the two together). */
const session: EarlySession = { user, encryptText: async (text) => encryptText(text) };
/**
 * The declaration a screen's page carries (each page its own screen's, scripts/lib/screen-files.mjs), or its
 * loader's.
 */
const declarations: Record<string, FirstReads<object>> = { ...screenReads, ...loaderOnly };
const declaredAt = (pathname: string) => declarations[pathname]!;
const open = (pathname: string, search = '') =>
  sendFirstReads(declaredAt(pathname), operations, { search, origin }, 'en', session);

/** The name the domain list's loader and page ask their read by, for a search of the address. */
const loaderKey = (search: Record<string, unknown>) => {
  const [operation, input] = domainSearchQuery(readSearch(domainListSearchSchema, search)).queryKey;
  return readKey(operation, input);
};

let requests: Request[];

beforeEach(() => {
  // The hand-over lives on the global object, as it does between the two scripts of a page.
  Reflect.deleteProperty(globalThis, SENT_READS_GLOBAL);
  requests = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    requests.push(new Request(url, init));
    return Response.json({ code: '0', msg: '', data: encryptJson({ list: [], total: 0 }) });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, SENT_READS_GLOBAL);
});

it("declares each screen's reads with its route's own search validation", () => {
  const { routesByPath } = createPortal().router;
  for (const [path, declared] of Object.entries(declarations)) {
    expect(routesByPath[path as keyof typeof routesByPath].options.validateSearch, path).toBe(declared.search);
  }
});

describe('the early script', () => {
  it("sends the domain list's search for its address, as the loader would ask it", async () => {
    await open('/cdn/domain', '?page=2&name=abc');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${origin}/api/domain/search`);
    expect(request?.headers.get('Accept-Language')).toBe('en-US');
    expect(await request?.json()).toEqual({
      name: 'abc',
      type: '',
      status: '',
      account: '',
      pageNum: 2,
      pageSize: 10,
    });
    // Under the name the loader asks for, once.
    expect(takeSentRead(loaderKey({ page: 2, name: 'abc' }))).toBeDefined();
    expect(takeSentRead(loaderKey({ page: 2, name: 'abc' }))).toBeUndefined();
  });

  it('encrypts what the contract has travel encrypted, as the entry’s client does (src/api/call.ts)', async () => {
    const encrypted = { ...operations, searchDomains: { ...operations.searchDomains, encryptedBody: true } };
    await sendFirstReads(declaredAt('/cdn/domain'), encrypted, { search: '?name=abc', origin }, 'en', session);

    const [operation, input] = domainSearchQuery(readSearch(domainListSearchSchema, { name: 'abc' })).queryKey;
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.text()).toBe(JSON.stringify(encryptJson(input.body)));
    // Under the plain input, the name the loader asks by.
    expect(takeSentRead(readKey(operation, input))).toBeDefined();
  });

  it("hands the reads the search as the router hands the loader: the address's keys in their order, then the defaults", async () => {
    const searchText = '?page=2&tab=%22alarms%22';
    const seen: object[] = [];
    const declared = firstReads(
      alertHistorySearchSchema,
      read('searchDomains', ({ search }) => void seen.push(search)),
    );
    await sendFirstReads(declared, operations, { search: searchText, origin }, 'en', session);

    const raw = defaultParseSearch(searchText);
    const loaderSearch = createPortal().router.matchRoutes('/CMonit/alertHistory', raw).at(-1)?.search;
    // The same key for the moment a period ends at (src/components/list/moment.ts).
    expect(JSON.stringify(seen)).toBe(JSON.stringify([loaderSearch]));
  });

  it('sends the defaults for a screen opened without a search', async () => {
    await open('/cdn/domain');
    expect(takeSentRead(loaderKey({}))).toBeDefined();
  });

  it('fills the path parameters a read takes from the search', async () => {
    await open('/page/certificateDetails', '?id=7&page=2');

    expect(requests.map((request) => [request.method, request.url, request.headers.get('Content-Type')])).toEqual([
      ['GET', `${origin}/api/certificate/details/7`, null],
    ]);
    const [operation, input] = certificateDetailsQuery(7).queryKey;
    expect(takeSentRead(readKey(operation, input))).toBeDefined();
  });

  it.each([
    ['a value the validation refuses', '?page=abc'],
    ['a value it changes', '?name=%20abc'],
    ['a value it cuts', `?name=${'a'.repeat(101)}`],
    ['a parameter it does not know', '?sort=name'],
  ])('sends nothing for %s: the loader asks what the router makes of it', async (_, search) => {
    await open('/cdn/domain', search);
    expect(requests).toEqual([]);
  });

  it('sends nothing for a read the build left out', async () => {
    await sendFirstReads(declaredAt('/cdn/domain'), {}, { search: '', origin }, 'zh', session);
    expect(requests).toEqual([]);
  });

  it('sends what travels encrypted only with the encryption', async () => {
    const encrypted = { ...operations, searchDomains: { ...operations.searchDomains, encryptedBody: true } };
    await sendFirstReads(declaredAt('/cdn/domain'), encrypted, { search: '', origin }, 'zh', { user });
    expect(requests).toEqual([]);
    await sendFirstReads(declaredAt('/cdn/domain'), encrypted, { search: '', origin }, 'zh', session);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['/cdn/domain', 'user'],
    ['/page/user', 'user'],
    ['/cdn/newserviceinfo', 'encrypting'],
    ['/cdn/newoverview', 'encrypting'],
  ])("bundles into %s's page what of the session its reads need: %s", (pathname, needed) => {
    expect(sessionNeeded(declaredAt(pathname), readOperations)).toBe(needed);
  });

  it('sends nothing once the entry has started (the loader asks itself)', async () => {
    entryStarted();
    await open('/cdn/domain');
    expect(requests).toEqual([]);
  });
});

/** What a screen's page asks for, for the search of an address and the user: the keys of its queries. */
type PageReads = (search: Record<string, unknown>, who: typeof user) => QueryKey[];

/**
 * What an analysis screen asks (src/features/analytics/components): its filter's domains and providers, and its
 * areas where the range reads an offline source; then its view's families' reads, the forms under the hit rate and
 * the status codes where the source has them, the database curves online; the request count's bandwidth, which
 * travels encrypted, is its page's own.
 */
const analysisPage =
  (screen: AnalysisScreen): PageReads =>
  (raw, who) => {
    const search = readSearch(analysisSearchSchema, raw);
    const filterReads = [
      analysisInitQuery(who.account).queryKey,
      ...(analysisSource(screen, search.range) !== 'online' ? [pullDownQuery().queryKey] : []),
    ];
    const result = analysisFilter(screen, search, who.account, momentOf(search));
    if (!result.ok) return filterReads;
    const { source, filter } = result;
    const family = (name: AnalysisFamily) => analysisQuery(name, source, search.byType, filter).queryKey;
    const forms = (...names: AnalysisForm[]) =>
      hasForms(source) ? names.map((name) => formQuery(name, source, filter).queryKey) : [];
    const db = (...calls: DbCall[]) => (source === 'online' ? calls.map((call) => dbQuery(call, filter).queryKey) : []);
    const views: Record<AnalysisView, QueryKey[]> = {
      count: [family('count'), ...db('getRequestDb', 'getSourceRequestDb')],
      urlTop: [family('urlTop')],
      hitRate: [family('hitRate'), ...forms('hitRatePie'), ...db('getHitRateDb', 'getByteRateDb')],
      statusCode: [
        family('statusCode'),
        ...forms('statusCodePie', 'statusCodeTop'),
        ...db('getStatusCodeDb', 'getSourceStatusCodeDb'),
      ],
      agent: [family('agent')],
      source: [family('source')],
      ip: [family('ip')],
      users: [family('usersCn'), family('usersAll')],
    };
    return [...filterReads, ...views[search.view]];
  };

const pageReads: Record<string, PageReads> = {
  '/cdn/newanalysisOff': analysisPage('newOff'),
  '/cdn/analysisOff': analysisPage('off'),
  '/cdn/analysisOn': analysisPage('on'),
  '/cdn/newoverview': (raw, who) => {
    const search = readSearch(overviewSearchSchema, raw);
    const queries = overviewQueriesFor(who, search, momentOf(search));
    return [trafficQuery(queries.current).queryKey, previousTrafficQuery(queries.previous).queryKey];
  },
  '/cdn/newserviceinfo': (raw, who) => {
    const search = readSearch(serviceInfoSearchSchema, raw);
    return [serviceInfoTrafficQuery(serviceInfoQueryFor(who, search, momentOf(search))).queryKey];
  },
  '/cdn/overviewHost': (raw, who) => {
    const { q } = readSearch(hostOverviewSearchSchema, raw);
    const lists = q ? [fulltextQuery(who, q)] : [vpsHostsQuery(who), serverHostsQuery(who)];
    return [hostCountQuery(who).queryKey, ...lists.map((list) => list.queryKey)];
  },
  '/cdn/cloudHostList': (raw, who) => [hostListQuery(who, 'vps', readSearch(hostListSearchSchema, raw)).queryKey],
  '/cdn/specialHostList': (raw, who) => [hostListQuery(who, 'server', readSearch(hostListSearchSchema, raw)).queryKey],
  '/cdn/linesinfo': (_, who) => [lineOptionsQuery(who.account).queryKey, lineAreasQuery().queryKey],
  '/cdn/customRank': (raw) => [rankingQuery(rankingPeriod(readSearch(rankingSearchSchema, raw))).queryKey],
  '/cdn/newsearchTask': (raw, who) => [purgeTasksQuery(who, readSearch(purgeTaskSearchSchema, raw)).queryKey],
  '/cdn/prefetchTask': (raw, who) => [prefetchTasksQuery(who, readSearch(prefetchTaskSearchSchema, raw)).queryKey],
  '/cdn/newlog': (raw, who) => [logFilesQuery(who, readSearch(logSearchSchema, raw)).queryKey],
  '/cdn/liveDomain': (raw, who) => {
    const search = readSearch(liveDomainSearchSchema, raw);
    const filtered = search.domain || search.type || search.status;
    return [(filtered ? liveDomainSearchQuery(who, search) : allLiveDomainsQuery(who)).queryKey];
  },
  '/ipP/dashboards': (raw, who) => {
    const search = readSearch(dashboardSearchSchema, raw);
    const account = dashboardAccount(who, search);
    const query = dashboardQuery(search, account);
    // With one entry picked, the alarm history waits for its address (the entries' answer).
    const alarms = search.ids.length === 1 ? [] : [alarmPageQuery(query, search.page).queryKey];
    return [statisticTargetsQuery(account).queryKey, statisticsQuery(query).queryKey, ...alarms];
  },
  '/CMonit/alertContact': (_, who) => [contactsQuery(who.account).queryKey, groupsQuery(who.account).queryKey],
  '/CMonit/alertRules': (raw, who) => [rulesQuery(who.account, raw.name as string | undefined).queryKey],
  '/CMonit/alertHistory': (raw, who) => {
    const search = readSearch(alertHistorySearchSchema, raw);
    const { history, records } = historyRequests(search, who.account);
    return [search.tab === 'alarms' ? alarmRecordsQuery(records).queryKey : notifyHistoryQuery(history).queryKey];
  },
  '/page/user': (raw, who) => [usersQuery(who.account, raw.name as string | undefined).queryKey],
  '/page/bill': (raw, who) => {
    const search = readSearch(billSearchSchema, raw);
    const range = billRange(search);
    return [
      billOverviewQuery(who.account, range).queryKey,
      billSumQuery(who.account, range).queryKey,
      billDetailQuery(who.account, detailMonth(search, range), search.page).queryKey,
    ];
  },
  '/page/userAccount': (_, who) => (who.role === 'subaccount' ? [] : [domainGroupsQuery(who.account).queryKey]),
  '/page/certificateUpload': (raw, who) => {
    const search = readSearch(certificateListSearchSchema, raw);
    const scope = effectiveScope((id) => canCall(who, id), search.scope);
    return [certificateListQuery(who, search, scope).queryKey];
  },
  // The domains its views default to, for a user who may read them.
  '/cdn/analysisLog': (_, who) =>
    canCall(who, 'getAnalysisInitOptions') ? [analysisInitQuery(who.account).queryKey] : [],
};

const subAccount = toSessionUser(exampleData('login', 'subAccount') as LoginUserInfo);
const superadmin = toSessionUser(exampleData('login', 'superadmin') as LoginUserInfo);
/** The customer's account, holding every permission: each screen opens and each read is theirs to make. */
const operator = { ...user, permissionList: ['portal:*'] };
/** Two domains, and a custom day, as an address writes them. */
const domains = `domains=${encodeURIComponent('["a.com","b.com"]')}`;
const customDay = ['start=2026-11-01 00:00', 'end=2026-11-02 00:00'].map(encodeURI).join('&');

describe.each([
  ['/cdn/newoverview', '', operator],
  ['/cdn/newoverview', `?range=last7Days&grad=hour&domains=${encodeURIComponent('["a.com"]')}`, operator],
  ['/cdn/newserviceinfo', '?type=vod&range=yesterday', operator],
  ['/cdn/overviewHost', '', operator],
  ['/cdn/overviewHost', '?q=%22xh%22', operator],
  ['/cdn/cloudHostList', '', operator],
  ['/cdn/cloudHostList', '?area=%22north%22&custom=%22CDN1024%22', operator],
  ['/cdn/specialHostList', '?q=%22db%22', operator],
  ['/cdn/specialHostList', '?q=%22db%22&custom=%22CDN1024%22', superadmin],
  ['/cdn/newanalysisOff', '', operator],
  ['/cdn/newanalysisOff', `?view=urlTop&byType=flow&${domains}&providers=${encodeURIComponent('["p1"]')}`, operator],
  ['/cdn/newanalysisOff', `?view=statusCode&range=yesterday&${domains}&isp=telecom`, operator],
  ['/cdn/analysisOff', `?view=hitRate&${domains}`, operator],
  ['/cdn/analysisOff', `?view=users&byType=flow&scope=all&${domains}`, operator],
  ['/cdn/analysisOn', '', operator],
  ['/cdn/analysisOn', '?view=hitRate&range=last7Days', operator],
  ['/cdn/analysisOn', `?view=statusCode&range=custom&${customDay}&${domains}`, operator],
  ['/cdn/analysisOn', '?view=users&byType=flow', operator],
  ['/cdn/analysisOn', '?view=agent&byType=flow', operator],
  ['/cdn/linesinfo', '?range=yesterday&line=L1', operator],
  ['/cdn/customRank', '', operator],
  ['/cdn/customRank', `?range=last7Days&sort=${encodeURIComponent('{"id":"ratio","desc":false}')}`, operator],
  ['/cdn/customRank', `?range=custom&${customDay}`, operator],
  ['/cdn/newsearchTask', '?status=failed&start=2026-11-01&page=2', user],
  ['/cdn/prefetchTask', '?url=img&end=2026-11-02', user],
  ['/cdn/newlog', '?domain=a.com&start=2026-11-01', user],
  ['/cdn/liveDomain', '?page=3', operator],
  ['/cdn/liveDomain', '?domain=live&page=2', operator],
  ['/ipP/dashboards', '', operator],
  ['/ipP/dashboards', `?range=yesterday&grad=hour&page=2&ids=${encodeURIComponent('["7","9"]')}`, operator],
  ['/ipP/dashboards', `?ids=${encodeURIComponent('["7"]')}`, operator],
  ['/ipP/dashboards', '?account=CDN2048', superadmin],
  ['/CMonit/alertContact', '?name=ops', user],
  ['/CMonit/alertRules', '?name=cpu', user],
  ['/CMonit/alertRules', '', user],
  ['/CMonit/alertHistory', '', user],
  ['/CMonit/alertHistory', '?tab=%22alarms%22&domain=%22a.com%22&start=%222026-11-01%22', user],
  ['/CMonit/alertHistory', '?page=2&pageSize=20&ruleName=%22cpu%22', user],
  ['/page/user', '', operator],
  ['/page/user', '?name=bob', operator],
  ['/page/userAccount', '', user],
  ['/page/userAccount', '', subAccount],
  ['/page/bill', '', subAccount],
  ['/page/bill', '?start=%222026-01%22&end=%222026-03%22&month=%222026-02%22&page=2', operator],
  ['/page/certificateUpload', '', user],
  ['/page/certificateUpload', '?scope=3', user],
  ['/page/certificateUpload', '?scope=3', superadmin],
  ['/page/certificateUpload', '?scope=4', superadmin],
  ['/page/certificateUpload', '?scope=4&name=%22shop%22&start=%222026-11-01%22', superadmin],
  ['/page/certificateUpload', '', subAccount],
  ['/cdn/analysisLog', '?view=ip', user],
  ['/cdn/analysisLog', '', superadmin],
  // Neither sends a read the user may not make: the sub-account holds no permission of the domains or analyses.
  ['/cdn/analysisLog', '', subAccount],
  ['/cdn/domain', '', subAccount],
])('%s%s, signed in as $2.username', (path, searchText, who) => {
  it("sends what the page asks, once: the route's loader adopts it and asks nothing more", async () => {
    const raw = defaultParseSearch(searchText) as Record<string, unknown>;
    const expected = pageReads[path]?.(raw, who) ?? [];
    await sendFirstReads(declaredAt(path), readOperations, { search: searchText, origin }, 'en', {
      ...session,
      user: who,
    });
    expect(requests).toHaveLength(expected.length);

    const { routesByPath } = createPortal().router;
    const route = routesByPath[path as keyof typeof routesByPath].options as unknown as {
      validateSearch: (raw: Record<string, unknown>) => object;
      loaderDeps?: (options: { search: object }) => object;
      loader: (options: object) => Promise<unknown>;
    };
    const search = route.validateSearch(raw);
    const queryClient = createQueryClient({ onSessionEnd: vi.fn(), onError: vi.fn(), onSuccessMessage: vi.fn() });
    await route.loader({ context: { queryClient, user: who }, deps: route.loaderDeps?.({ search }) ?? {} });
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(requests).toHaveLength(expected.length);
    // The page finds its reads answered (whatever the answer): the loader asked the same operation and input.
    for (const key of expected) expect(queryClient.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('idle');
  });
});

describe("the domain list's loader", () => {
  const sessionEnds = vi.fn();
  const client = () => createQueryClient({ onSessionEnd: sessionEnds, onError: vi.fn(), onSuccessMessage: vi.fn() });
  const deps = readSearch(domainListSearchSchema, {});
  const sendAnswer = (body: unknown) => sendEarly(loaderKey({}), async () => Response.json(body));

  it('reads the answer sent early instead of asking again', async () => {
    sendAnswer({ code: '0', msg: '', data: encryptJson({ list: [], total: 7 }) });
    const queryClient = client();

    await firstReadsLoader(domainListReads)({ context: { queryClient, user }, deps });

    expect(requests).toEqual([]);
    expect(queryClient.getQueryData(domainSearchQuery(deps).queryKey)).toEqual({ list: [], total: 7 });
  });

  it('ends the session on an early answer that says so, as on its own', async () => {
    sendAnswer({ code: '403', msg: '您的账号已在别处登录', data: null });
    const queryClient = client();

    await firstReadsLoader(domainListReads)({ context: { queryClient, user }, deps });

    expect(requests).toEqual([]);
    expect(sessionEnds).toHaveBeenCalledWith('ended', expect.any(ApiError));
    expect(queryClient.getQueryState(domainSearchQuery(deps).queryKey)?.error?.kind).toBe('sessionEnded');
  });

  it('asks itself when nothing was sent', async () => {
    const queryClient = client();
    await firstReadsLoader(domainListReads)({ context: { queryClient, user }, deps });
    expect(requests).toHaveLength(1);
  });
});
