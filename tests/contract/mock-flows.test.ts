// Flows a customer can do in the portal, each through the remembering state from start to end as the mock
// and the page tests answer them: every call answered from its success example with the state on top, so a
// flow holds only if the contract's `x-mock` declares what each of its calls reads and writes.
import { describe, expect, it } from 'vitest';
import { eachOperation, isSuccessCode, jsonResponse } from '../../scripts/lib/operations.mjs';
import { createState } from '../../scripts/mock/state.mjs';
import { loadReadable, present, type Json } from './load-contract';

const doc = loadReadable();
const operations = new Map(([...eachOperation(doc)] as Json[]).map(({ op }) => [op.operationId as string, op]));

/** A fresh mock, the clock held still; `call` answers an operation as the mock does. */
function mock() {
  let now = Date.UTC(2026, 10, 27, 4);
  const state = createState(doc, { now: () => now });
  function call(id: string, { params = {}, query = {}, body }: { params?: Json; query?: Json; body?: Json } = {}) {
    const op = present(operations.get(id), id);
    const examples = Object.values(jsonResponse(op).examples as Json) as Json[];
    const envelope = present(
      examples.find((example) => isSuccessCode(op, example.value.code)),
      `${id}'s success example`,
    ).value;
    return ((state.answer({ op, params, query, body, envelope }) ?? envelope) as Json).data;
  }
  const later = (seconds: number) => (now += seconds * 1000);
  return { state, call, later };
}

const newDomain = {
  name: 'upload.xinghe-video.com',
  type: 'download',
  scope: 'cn',
  icp: '沪ICP备18023456号-2',
  backhost: 'upload.xinghe-video.com',
  account: 'CDN1024',
  origins: [{ type: 'ip', address: '101.132.45.18', port: 80, weight: 10, priority: 'primary' }],
};

describe('domains', () => {
  it("editing any domain loads that domain's configuration, and saving writes it under its own name", () => {
    const { call } = mock();
    const main = call('getDomain', { params: { id: 50101 } });
    const loaded = call('getDomain', { params: { id: 50108 } });
    expect(loaded).toMatchObject({ id: 50108, name: 'hd-vod.xinghe-video.com', belongDomainGroup: 'CDN1024_01' });
    call('updateDomain', { body: { ...loaded, backhost: 'new-origin.xinghe-video.com' } });
    expect(call('getDomain', { params: { id: 50108 } })).toMatchObject({
      id: 50108,
      name: 'hd-vod.xinghe-video.com',
      backhost: 'new-origin.xinghe-video.com',
      operationStatus: 'configuring',
    });
    expect(call('getDomain', { params: { id: 50101 } })).toEqual(main);
  });

  it("a domain's history records an edit as its newest version, the one in effect", () => {
    const { call } = mock();
    const history = (domain: string) =>
      (call('listDomainHistoryVersions', { query: { domain } }) as Json[]).map(({ version, current }) => ({
        version,
        current,
      }));
    expect(history('cdn.xinghe-video.com')).toHaveLength(4);
    call('updateDomain', { body: { ...call('getDomain', { params: { id: 50101 } }), testUrl: '/ping' } });
    expect(history('cdn.xinghe-video.com')).toEqual([
      { version: 5, current: true },
      { version: 4, current: false },
      { version: 3, current: false },
      { version: 2, current: false },
      { version: 1, current: false },
    ]);
    call('updateDomain', { body: { ...call('getDomain', { params: { id: 50108 } }), testUrl: '/ping' } });
    expect(history('hd-vod.xinghe-video.com')).toEqual([{ version: 1, current: true }]);
  });

  it('an added domain appears in the pickers, the analysis screens and the quick switcher of its account', () => {
    const { call } = mock();
    call('addDomain', { body: newDomain });
    const name = newDomain.name;
    expect((call('listDomains') as Json[]).map((d) => d.name)).toContain(name);
    const accounts = call('listDomainAccounts', { query: { account: 'all' } }) as Json[];
    expect(accounts.find((a) => a.account === 'CDN1024')!.domains).toContain(name);
    expect(accounts.find((a) => a.account === 'CDN2048')!.domains).not.toContain(name);
    expect(call('getServiceInfoInitOptions', { query: { account: 'CDN1024,CDN1024_01' } }).domain).toContain(name);
    expect(call('getServiceInfoInitOptions', { query: { account: 'CDN1024_01' } }).domain).not.toContain(name);
    expect(call('getAnalysisInitOptions', { query: { account: 'CDN1024' } }).domain).toContain(name);
    expect(call('lookupMonitoringRuleDomains', { body: { account: 'CDN1024' } }).domains).toContain(name);
  });
});

describe('alert rules', () => {
  it('a new rule stays listed with its groups, is disabled and enabled by its uuid, and goes when deleted', () => {
    const { call } = mock();
    const rule = {
      account: 'CDN1024',
      name: '上传带宽超限',
      domains: ['upload.xinghe-video.com'],
      metric: 'bandwidth',
      operator: 'gt',
      threshold: 1000,
      period: 5,
      times: 2,
      groupIds: [41],
      channels: ['sms'],
      enabled: true,
    };
    call('addMonitoringRule', { body: rule });
    const listed = () => call('listMonitoringRules', { body: { account: 'CDN1024' } }) as Json[];
    const added = present(
      listed().find((r) => r.name === rule.name),
      'the added rule',
    );
    expect(added).toMatchObject({ enabled: true, groups: [{ id: 41, name: '运维值班组' }] });
    expect(listed().filter((r) => r.uuid === added.uuid)).toHaveLength(1);
    call('disableMonitoringRule', { query: { uuid: added.uuid } });
    expect(call('getMonitoringRuleDetail', { body: { uuid: added.uuid } })).toMatchObject({ enabled: false });
    call('enableMonitoringRule', { body: { uuid: added.uuid } });
    expect(listed().find((r) => r.uuid === added.uuid)!.enabled).toBe(true);
    call('deleteMonitoringRule', { params: { id: added.id } });
    expect(listed().map((r) => r.name)).not.toContain(rule.name);
  });
});

describe('certificates', () => {
  const upload = {
    name: '上传服务证书2026',
    publicKey: '-----BEGIN CERTIFICATE-----\nMIIG\n-----END CERTIFICATE-----',
    privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
    shareAccount: '',
    account: 'CDN1024',
    user: 'xinghe_ops',
  };

  it("every certificate's details page shows that certificate, an added one too", () => {
    const { call, state } = mock();
    for (const { id, name } of state.items('certificates'))
      expect(call('getCertificateDetails', { params: { id } }), name).toMatchObject({ id, name });
    call('addCertificate', { body: upload });
    const added = present(
      state.items('certificates').find((c: Json) => c.name === upload.name),
      'the added certificate',
    );
    expect(added).not.toHaveProperty('privateKey');
    expect(call('getCertificateDetails', { params: { id: added.id } })).toMatchObject({ name: upload.name });
  });

  it("the search finds what is remembered, by name and creation time, in the scope's accounts", () => {
    const { call } = mock();
    call('addCertificate', { body: upload });
    const search = (body: Json) =>
      (call('searchCertificates', { body: { userType: 'customer', username: 'xinghe_ops', ...body } }) as Json[]).map(
        (c: Json) => c.name,
      );
    expect(search({ name: upload.name, type: 2, account: 'CDN1024' })).toEqual([upload.name]);
    expect(search({ name: '北辰', type: 2, account: 'CDN1024' })).toEqual([]);
    expect(search({ name: '北辰', type: 3, account: 'CDN1024' })).toHaveLength(3);
    expect(search({ name: '', type: 3, startTime: '2026-11-27 00:00:00', endTime: '2026-11-27 23:59:59' })).toEqual([
      upload.name,
    ]);
  });
});

describe('website protection', () => {
  it('an added website is listed; an edit and a disable configure, then settle', () => {
    const { call, later } = mock();
    const site = {
      account: 'CDN1024',
      domain: 'upload.xinghe-video.com',
      origins: [{ address: '49.233.87.141', port: 8443, weight: 1 }],
      loadBalanceMode: 'weighted',
      listenPorts: [{ protocol: 'https', port: 443 }],
      remark: '上传',
    };
    const created = call('createWebsite', { body: site });
    expect(created).toMatchObject({ domain: site.domain, status: 1 });
    const status = (id: number) => (call('listWebsites') as Json[]).find((w) => w.id === id)?.status;
    expect(status(created.id)).toBe(1);
    const edited = call('updateWebsite', { body: { id: 3102, remark: '开放接口（扩容）' } });
    expect(edited).toMatchObject({ id: 3102, domain: 'api.xinghe-video.com', remark: '开放接口（扩容）', status: 4 });
    call('disableWebsite', { body: { id: 3101 } });
    expect([status(3101), status(3102)]).toEqual([6, 4]);
    later(20);
    expect([status(3101), status(3102)]).toEqual([3, 2]);
    expect(call('getWebsiteDetail', { params: { id: 3102 } })).toMatchObject({ remark: '开放接口（扩容）', status: 2 });
  });
});
