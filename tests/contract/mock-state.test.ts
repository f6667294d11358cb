// The remembering mock (`npm run mock`): each kind of effect the operations' `x-mock` extensions declare, through
// HTTP as the portal meets it. Prism validates the requests; the layer in front of it keeps the collections.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptJson, encryptJson } from '../../scripts/lib/cipher.mjs';
import { DAY, formatSeconds, startOfProviderDay } from '../../scripts/lib/example-dates.mjs';
import { readConfig } from '../../scripts/lib/config.mjs';
import { mockRule, rulesTable } from '../../scripts/docs.mjs';
import { isSuccessCode, resolveRef } from '../../scripts/lib/operations.mjs';
import { createState } from '../../scripts/mock/state.mjs';
import { startMock } from '../../scripts/mock/start.mjs';
import { loadReadable, type Json } from './load-contract';

const { cipherKey } = readConfig();
let mock: Awaited<ReturnType<typeof startMock>>;

beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock?.stop();
});
beforeEach(async () => {
  await control('reset');
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}
const control = (what: string, query = '') => call('POST', `/api/__mock/${what}${query}`);

const contacts = async (account = 'CDN1024') =>
  (await call('POST', '/monit/contacts/list', { account })).body.data as Json[];
const newContact = { account: 'CDN1024', name: '赵敏', phone: '13800001111', email: 'zhaomin@xinghe-video.com' };

async function searchDomains(filters: Json) {
  const { body } = await call('POST', '/api/domain/search', { pageNum: 1, pageSize: 10, ...filters });
  expect(typeof body.data, 'searchDomains data travels encrypted').toBe('string');
  return decryptJson(body.data, cipherKey) as { list: Json[]; total: number; pageNum: number };
}

describe('create adds', () => {
  it('a contact added for CDN1024 is in the next list of that account, and of no other', async () => {
    const before = await contacts();
    const added = await call('PUT', '/monit/contacts/add', newContact);
    expect(added.body.code).toBe('200');
    const after = await contacts();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual(expect.objectContaining({ ...newContact, groups: [] }));
    expect((await contacts('CDN2048')).map((c) => c.name)).not.toContain('赵敏');
  });

  it('a domain added is found by the search, configuring until its time has passed, then configured', async () => {
    const name = 'upload.xinghe-video.com';
    await call('POST', '/api/domain/add', {
      name,
      type: 'download',
      scope: 'cn',
      icp: '沪ICP备18023456号-2',
      backhost: name,
      account: 'CDN1024',
      origins: [{ type: 'ip', address: '101.132.45.18', port: 80, weight: 10, priority: 'primary' }],
    });
    const found = await searchDomains({ name: 'upload' });
    expect(found.list).toEqual([expect.objectContaining({ name, operationStatus: 'configuring', status: 'enabled' })]);
    await control('clock', '?advance=30');
    expect((await searchDomains({ name: 'upload' })).list[0]).toMatchObject({ name, operationStatus: 'configured' });
  });
});

describe('update merges', () => {
  it('an edited contact keeps what the edit did not send', async () => {
    const [first] = await contacts();
    await call('POST', '/monit/contacts/update', {
      ...first,
      wechat: 'new_wechat',
      groupIds: first!.groups.map((g: Json) => g.id),
    });
    const edited = (await contacts()).find((c) => c.id === first!.id);
    expect(edited).toEqual({ ...first, wechat: 'new_wechat' });
  });
});

describe('one write, several collections', () => {
  it("an edited domain's configuration is read back, configuring, while a history version still answers the old one", async () => {
    const current = async () => (await call('GET', '/api/domain/retrieval/50101')).body.data as Json;
    const before = await current();
    const version = (await call('GET', '/api/domain/retrieval/90388')).body.data as Json;
    const { id, name, type, scope, protocol, icp, backhost, backDirectory, testUrl, origins, cacheStrategies } = before;
    const edit = { id, name, type, scope, protocol, icp, backhost, backDirectory, testUrl, origins, cacheStrategies };
    await call('POST', '/api/domain/update', { ...edit, backhost: 'new-origin.xinghe-video.com' });
    expect(await current()).toEqual({
      ...before,
      backhost: 'new-origin.xinghe-video.com',
      operationStatus: 'configuring',
    });
    expect((await searchDomains({ name: 'cdn.xinghe' })).list[0]).toMatchObject({ id, operationStatus: 'configuring' });
    expect((await call('GET', '/api/domain/retrieval/90388')).body.data).toEqual(version);
    await control('clock', '?advance=30');
    expect((await current()).operationStatus).toBe('configured');
  });
});

describe('delete removes', () => {
  it('a deleted contact is gone from its list', async () => {
    const [first] = await contacts();
    await call('DELETE', `/monit/contacts/delete/${first!.id}`);
    expect((await contacts()).map((c) => c.id)).not.toContain(first!.id);
  });
});

describe('list reads filter, page and count', () => {
  it('answers the matching domains a page at a time, with the total of all matches and the page asked for', async () => {
    const all = await searchDomains({ pageSize: 100 });
    const matching = all.list.filter((d) => d.name.includes('xinghe'));
    expect(matching.length).toBeGreaterThan(2);
    const second = await searchDomains({ name: 'XINGHE', pageNum: 2, pageSize: 2 });
    expect(second.total).toBe(matching.length);
    expect(second.pageNum).toBe(2);
    expect(second.list).toEqual(matching.slice(2, 4));
    const type = matching[0]!.type;
    expect((await searchDomains({ type, pageSize: 100 })).list.every((d) => d.type === type)).toBe(true);
  });

  it("names every account's domains to a superadmin naming their own account, and each account's its own", async () => {
    const signIn = async (username: string) => {
      const response = await fetch(`${mock.url}/api/newLogin?username=${username}&password=x`);
      const user = ((await response.json()) as { data: { account: string } }).data;
      return { account: user.account, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    };
    const domainsOf = async (account: string, cookie = '') => {
      const { body } = await call('GET', `/api/es/init?account=${account}`, undefined, cookie ? { cookie } : {});
      return (decryptJson(body.data, cipherKey) as { domain: string[] }).domain;
    };
    const all = (await searchDomains({ pageSize: 100 })).list;
    const superadmin = await signIn('superadmin');
    const customer = await signIn('customer');
    const own = all.filter((d) => d.belongDomainGroup === customer.account).map((d) => d.name);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    // The superadmin's own account holds no domain: it stands for every account.
    expect(all.some((d) => d.belongDomainGroup === superadmin.account)).toBe(false);
    expect((await domainsOf(superadmin.account, superadmin.cookie)).sort()).toEqual(
      [...new Set(all.map((d) => d.name))].sort(),
    );
    // An account the superadmin picks, the customer's own, and the superadmin's account without their session.
    expect(await domainsOf(customer.account, superadmin.cookie)).toEqual(own);
    expect(await domainsOf(customer.account, customer.cookie)).toEqual(own);
    expect(await domainsOf(superadmin.account)).toEqual([]);
  });
});

describe('control', () => {
  it('a refused write (HTTP 422) changes nothing', async () => {
    const before = await contacts();
    const refused = await call('PUT', '/monit/contacts/add', { account: 'CDN1024', name: '无邮箱' });
    expect(refused.status).toBe(422);
    expect(await contacts()).toEqual(before);
  });

  it('a named example chosen with Prefer wins for that request, and the write it answers is not remembered', async () => {
    const before = await contacts();
    const failed = await call('PUT', '/monit/contacts/add', newContact, { prefer: 'example=nameExists' });
    expect(failed.body.code).toBe('500');
    expect(await contacts()).toEqual(before);
    const example = await call(
      'POST',
      '/monit/contacts/list',
      { account: 'CDN1024' },
      { prefer: 'example=newContact' },
    );
    expect(example.body.data.map((c: Json) => c.name)).toContain('赵敏');
  });

  it('reset starts again from the examples', async () => {
    const before = await contacts();
    await call('PUT', '/monit/contacts/add', newContact);
    await control('reset');
    expect(await contacts()).toEqual(before);
  });
});

describe('links between collections', () => {
  it('a contact added into a group is in that group, and leaves it when deleted', async () => {
    const groups = async () => (await call('POST', '/monit/group/list', { account: 'CDN1024' })).body.data as Json[];
    const [group] = await groups();
    await call('PUT', '/monit/contacts/add', { ...newContact, groupIds: [group!.id] });
    const added = (await contacts()).find((c) => c.name === newContact.name)!;
    expect(added.groups).toEqual([{ id: group!.id, name: group!.name }]);
    expect((await groups()).find((g) => g.id === group!.id)!.contacts).toContainEqual({ id: added.id, name: '赵敏' });
    await call('DELETE', `/monit/contacts/delete/${added.id}`);
    expect((await groups()).find((g) => g.id === group!.id)!.contacts.map((c: Json) => c.id)).not.toContain(added.id);
  });
});

describe('lifecycles advance with the mock clock', () => {
  it('purge tasks go waiting → processing → success, and the push answers their ids', async () => {
    const urls = ['https://cdn.xinghe-video.com/a.js', 'https://cdn.xinghe-video.com/b.css'];
    const pushed = await call('POST', '/refreshpage/purge/refresh', { type: 'url', source: 'portal', urls });
    const { taskIds } = pushed.body.data;
    expect(taskIds).toHaveLength(2);
    const statuses = async () => {
      const { body } = await call('POST', '/refreshpage/purge/query', { taskIds, current: 1, size: 10 });
      expect(body.data.total).toBe(2);
      return body.data.records.map((task: Json) => task.status);
    };
    expect(await statuses()).toEqual(['waiting', 'waiting']);
    await control('clock', '?advance=5');
    expect(await statuses()).toEqual(['processing', 'processing']);
    await control('clock', '?advance=10');
    expect(await statuses()).toEqual(['success', 'success']);
  });

  it('a deleted certificate is deleting (logicDelete 3, operationStatus 2), then gone (operationStatus 1)', async () => {
    const certificates = async () => (await call('GET', '/api/certificate/all')).body.data as Json[];
    const victim = (await certificates()).find((c) => c.logicDelete === 0)!;
    await call('POST', `/api/certificate/delete/${victim.id}`);
    expect((await certificates()).find((c) => c.id === victim.id)).toMatchObject({ logicDelete: 3 });
    expect((await call('GET', `/api/certificate/deling/${victim.id}`)).body.data.operationStatus).toBe(2);
    await control('clock', '?advance=20');
    expect((await call('GET', `/api/certificate/deling/${victim.id}`)).body.data.operationStatus).toBe(1);
    expect((await certificates()).map((c) => c.id)).not.toContain(victim.id);
  });

  it('a protected IP being enabled is configuring (4), then configured (2); being disabled is disabling (6), then disabled (3)', async () => {
    const ips = async () => (await call('GET', '/impapi/protection/network/manager/list')).body.data as Json[];
    const [first] = await ips();
    await call('POST', '/impapi/protection/network/manager/disable', { id: first!.id });
    expect((await ips()).find((ip) => ip.id === first!.id)!.status).toBe(6);
    await control('clock', '?advance=20');
    expect((await ips()).find((ip) => ip.id === first!.id)!.status).toBe(3);
    await call('POST', '/impapi/protection/network/manager/enable', { id: first!.id });
    expect((await ips()).find((ip) => ip.id === first!.id)!.status).toBe(4);
    await control('clock', '?advance=20');
    expect((await ips()).find((ip) => ip.id === first!.id)!.status).toBe(2);
  });
});

describe('never wrong data', () => {
  const doc = loadReadable();
  const operation = (id: string) =>
    Object.values(doc.paths as Json)
      .flatMap((item: Json) => Object.values(item))
      .find((op: Json) => op.operationId === id) as Json;
  const ok = { code: '200', msg: '成功', data: null };

  it('every collection starts from its examples, each item valid by its schema', () => {
    const state = createState(doc);
    for (const { name, items } of state.describe().collections) expect(items, name).toBeGreaterThan(0);
    expect(state.problems()).toEqual([]);
  });

  it('a collection holds at most its limit, and a create beyond it answers a failure saying so', () => {
    const state = createState(doc, { limit: 5 });
    const add = () =>
      state.answer({ op: operation('addMonitoringContact'), params: {}, query: {}, body: newContact, envelope: ok });
    const before = state.items('monitoringContacts').length;
    for (let i = before; i < 5; i++) expect(add()).toBeUndefined();
    const full = add();
    expect(full.code).toBe('500');
    expect(full.msg).toMatch(/full \(5 items\)/);
    expect(state.items('monitoringContacts')).toHaveLength(5);
  });

  it('an item that would not match its schema is not stored', () => {
    const state = createState(doc);
    const before = state.items('monitoringContacts');
    state.answer({
      op: operation('addMonitoringContact'),
      params: {},
      query: {},
      body: { ...newContact, phone: 13800001111 },
      envelope: ok,
    });
    expect(state.items('monitoringContacts')).toEqual(before);
  });
});

describe('curves follow the period asked', () => {
  const doc = loadReadable();
  const overview = Object.values(doc.paths as Json)
    .flatMap((item: Json) => Object.values(item))
    .find((op: Json) => op.operationId === 'getOverviewTraffic') as Json;
  const success = { code: '0', msg: '查询成功', data: null };
  // 12:00 of a day in the provider's zone (UTC+8), and the midnight that starts it.
  const noon = Date.UTC(2026, 10, 27, 4);
  const today = startOfProviderDay(new Date(noon));
  const at = (seconds: number) => formatSeconds(seconds, 'datetime') as string;
  const ask = (startTime: string, endTime: string, grad: string, now = noon) => {
    const body = { type: 'all', domains: [], providers: [], accounts: ['CDN1024'], startTime, endTime, grad };
    const answer = createState(doc, { now: () => now }).answer({
      op: overview,
      params: {},
      query: {},
      body,
      envelope: success,
    });
    return answer.data as { totalFlow: number; peakBandwidth: number; bandAndFlowList: Json[] };
  };
  const times = (list: Json[]) => list.map((item) => item.timestamp as number);

  it('yesterday by 5 minutes: 288 samples from its midnight, the figures computed from them', () => {
    const data = ask(at(today - DAY), at(today - 300), 'minute5');
    expect(data.bandAndFlowList).toHaveLength(288);
    expect([times(data.bandAndFlowList)[0], times(data.bandAndFlowList).at(-1)]).toEqual([today - DAY, today - 300]);
    const flows = data.bandAndFlowList.map((item) => item.flow as number);
    expect(data.totalFlow).toBe(flows.reduce((sum, flow) => sum + flow, 0));
    expect(data.peakBandwidth).toBe(Math.max(...data.bandAndFlowList.map((item) => item.bandwidth as number)));
  });

  it("the last 7 days by the hour: 168 samples, each holding an hour's traffic", () => {
    const week = ask(at(today - 6 * DAY), at(today + DAY - 300), 'hour', (today + DAY) * 1000);
    expect(week.bandAndFlowList).toHaveLength(168);
    expect(new Set(times(week.bandAndFlowList).map((time) => time % 3600))).toEqual(new Set([0]));
    const day = ask(at(today), at(today + DAY - 300), 'minute5', (today + DAY) * 1000);
    // A week's traffic is about seven days' worth of the day's (each sample drawn with its own noise).
    expect(week.totalFlow / day.totalFlow).toBeGreaterThan(6.5);
    expect(week.totalFlow / day.totalFlow).toBeLessThan(7.5);
  });

  it('is declared on operations whose request holds the fields it names and whose success example has a curve', () => {
    const declared = Object.values(doc.paths as Json)
      .flatMap((item: Json) => Object.values(item) as Json[])
      .filter((op) => [op['x-mock'] ?? []].flat().some((rule: Json) => rule.read === 'curve'));
    expect(declared.length).toBeGreaterThanOrEqual(3);
    for (const op of declared) {
      const rule = [op['x-mock']].flat().find((item: Json) => item.read === 'curve') as Json;
      // Fields of its body (with those of the schemas it extends, `allOf`), or parameters of its query.
      const propertiesOf = (schema: Json | undefined): string[] => {
        const resolved = schema && (resolveRef(doc, schema) as Json);
        return [...Object.keys(resolved?.properties ?? {}), ...(resolved?.allOf ?? []).flatMap(propertiesOf)];
      };
      const body = op.requestBody && (op.requestBody.content['application/json'].schema as Json);
      const fields = [...propertiesOf(body), ...(op.parameters ?? []).map((p: Json) => p.name)];
      const named = [rule.start, rule.end, rule.step].filter(Boolean);
      expect(
        named.filter((field) => !fields.includes(field)),
        op.operationId,
      ).toEqual([]);
      const examples = Object.values(op.responses['200'].content['application/json'].examples) as Json[];
      expect(examples.some((example) => example['x-macro'] && isSuccessCode(op, example.value.code))).toBe(true);
    }
  });

  it('an hour of status codes by the minute holds about the requests of the same hour by 5 minutes', () => {
    const op = Object.values(doc.paths as Json)
      .flatMap((item: Json) => Object.values(item))
      .find((candidate: Json) => candidate.operationId === 'getAnalysisStatusCode') as Json;
    const total = (interval: string, last: number) => {
      const query = { startTime: at(today + 3600), endTime: at(last), interval, domains: 'cdn.xinghe-video.com' };
      const answer = createState(doc, { now: () => noon }).answer({
        op,
        params: {},
        query,
        body: undefined,
        envelope: success,
      });
      return answer.data as { total: number; statusCode2: Json[] };
    };
    const [minutes, fives] = [total('1m', today + 2 * 3600 - 60), total('5m', today + 2 * 3600 - 300)];
    expect([minutes.statusCode2.length, fives.statusCode2.length]).toEqual([60, 12]);
    expect(minutes.total / fives.total).toBeGreaterThan(0.9);
    expect(minutes.total / fives.total).toBeLessThan(1.1);
  });

  it("the request count of a week: the week's curve, and each domain's share of it adding up to the total", () => {
    const op = Object.values(doc.paths as Json)
      .flatMap((item: Json) => Object.values(item))
      .find((candidate: Json) => candidate.operationId === 'countOnline') as Json;
    const body = {
      account: 'CDN1024',
      startTime: at(today - 6 * DAY),
      endTime: at(today + DAY - 60),
      timeSelect: 'lastSeven',
    };
    const answer = createState(doc, { now: () => (today + DAY) * 1000 }).answer({
      op,
      params: {},
      query: {},
      body,
      envelope: success,
    });
    const data = answer.data as { count: number; listTC: Json[]; listBT: Json[] };
    // Five-minute samples, the curve's own, over seven days.
    expect(data.listTC).toHaveLength(7 * 288);
    expect(data.count).toBe(data.listTC.reduce((sum, item) => sum + (item.count as number), 0));
    const split = data.listBT.map((item) => item.count as number);
    expect(Math.abs(split.reduce((sum, count) => sum + count, 0) - data.count)).toBeLessThanOrEqual(split.length);
    expect((split[0] ?? 0) / data.count).toBeCloseTo(0.583, 3);
    // About seven times the example's day.
    const example = op.responses['200'].content['application/json'].examples.success.value as Json;
    const day = (example.data as { count: number }).count;
    expect(data.count / day).toBeGreaterThan(6);
    expect(data.count / day).toBeLessThan(8);
  });

  it('today, asked to its end at noon: nothing after now, as a server answers', () => {
    const data = ask(at(today), at(today + DAY - 300), 'minute5');
    expect(times(data.bandAndFlowList).at(-1)).toBe(noon / 1000);
    expect(data.bandAndFlowList).toHaveLength(12 * 12 + 1);
  });

  it('through HTTP: a week asked (the query travels encrypted) is answered with the week', async () => {
    const week = { type: 'all', domains: [], providers: [], accounts: ['CDN1024'], grad: 'hour' };
    const now = Date.now() / 1000;
    const start = startOfProviderDay(new Date()) - 6 * DAY;
    const body = encryptJson({ ...week, startTime: at(start), endTime: at(start + 7 * DAY - 300) }, cipherKey);
    const answer = await call('POST', '/api/overview', body);
    const data = answer.body.data as { bandAndFlowList: Json[] };
    expect(times(data.bandAndFlowList)[0]).toBe(start);
    expect(data.bandAndFlowList).toHaveLength(Math.floor((now - start) / 3600) + 1);
  });
});

describe('the API reference', () => {
  const doc = loadReadable();
  const operation = (id: string) =>
    Object.values(doc.paths as Json)
      .flatMap((item: Json) => Object.values(item))
      .find((op: Json) => op.operationId === id) as Json;

  it("shows each operation's x-mock rule in its rules table", () => {
    expect(rulesTable(doc, operation('searchDomains'))).toContain(
      '| remembering mock (`x-mock`) | reads collection `domains`; filters `name` contains, `type` equals, `status` equals, `account` equals `belongDomainGroup`; pages by `pageNum` and `pageSize`; total in `total`; `operationStatus` `configuring` → `configured` after 30 s |',
    );
    expect(mockRule(operation('deleteCertificate'))).toBe(
      'marks in collection `certificates` by `id`; sets `logicDelete` = `3`',
    );
    expect(mockRule(operation('addMonitoringContact'))).toContain('keeps `monitoringGroups` in step');
    expect(mockRule(operation('getOverviewTraffic'))).toBe(
      "draws the success example's curves over the period asked (`startTime` to `endTime`, a sample per `grad`), up to now, with their figures",
    );
    expect(mockRule(operation('getAnalysisUrlTop'))).toBe('nothing remembered: answers from the examples');
    expect(mockRule(operation('deleteDomain'))).toBe(
      'removes from collection `domains` by `id`; and removes from collection `domainConfigs` by `id`',
    );
  });
});
