// Certificates by risk on the certificate list and the overview, through their routes, against the remembering
// mock: the customer account's ten certificates (1002 expires in 12 days, 1003 expired 6 days ago, 1006 expires
// in 27 days), each one's details ('imageCertificate', 'liveCertificate', 'staticCertificate') and the traffic
// of its domains (a heavy 'week' for the image domain, 'success' for the live one, 'empty' for the download one).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exampleData, renderRoute, type SentRequest } from '@tests/page-harness';
import { toServerDay } from '@/lib/server-time';
import type { OperationId } from '@/api/generated/operations';
import { NEAR_VIEW_MARGIN } from '../use-near-view';
import { fill } from '@tests/fill';

afterEach(() => vi.unstubAllGlobals());

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures', name), 'utf8');

const details = ({ url }: SentRequest) =>
  ({ '1002': 'imageCertificate', '1003': 'liveCertificate', '1006': 'staticCertificate' })[
    url.pathname.split('/').at(-1) ?? ''
  ] ?? 'success';

const traffic = ({ body }: SentRequest) => {
  const [domain] = (body as { domains: string[] }).domains;
  return domain === 'img.xinghe-video.com' ? 'week' : domain === 'live.xinghe-video.com' ? 'success' : 'empty';
};

// Every account's list (a superadmin's 全部账号) answers the customer's ten, but where a test reads other accounts.
const ownCertificates = () => Response.json({ code: '0', msg: '', data: exampleData('listCertificatesByAccount') });

const api = { getCertificateDetails: details, getServiceInfoTraffic: traffic, listAllCertificates: ownCertificates };

// The certificate list reads the signed-in user's own account: the customer's holds the ten (the superadmin's
// none), and every permission lets it read the domains' traffic.
const customer = { user: 'customer', permissions: ['portal:*'] } as const;

const order = () =>
  within(screen.getByTestId('certificates-at-risk'))
    .getAllByRole('listitem')
    .map((item) => item.dataset.testid);

describe('certificates at risk', () => {
  it('orders the certificate list by the traffic of the bound domains over 7 days', async () => {
    const page = await renderRoute('/page/certificateUpload', { ...customer, api });
    await waitFor(() => expect(screen.getByTestId('at-risk-1006')).toHaveTextContent('过去 7 天流量：0 B'));
    expect(order()).toEqual(['at-risk-1002', 'at-risk-1003', 'at-risk-1006']);
    const image = within(screen.getByTestId('at-risk-1002'));
    expect(image.getByText('img.xinghe-video.com')).toBeInTheDocument();
    expect(image.getByText('12 天后过期')).toBeInTheDocument();
    expect(within(screen.getByTestId('at-risk-1003')).getByText('已过期 6 天')).toBeInTheDocument();
    expect(page.sentTo('getServiceInfoTraffic').map((r) => (r.body as { domains: string[] }).domains)).toEqual(
      expect.arrayContaining([['img.xinghe-video.com'], ['live.xinghe-video.com'], ['dl.xinghe-video.com']]),
    );
    // Certificates in use only: 1008 (expired, being deleted) is no risk.
    expect(screen.queryByTestId('at-risk-1008')).not.toBeInTheDocument();
  });

  it('says it is loading (aria-busy) while its list is on its way, and no longer once it has come', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await renderRoute('/page/certificateUpload', { ...customer, api, hold: { listCertificatesByAccount: held } });
    const card = await screen.findByTestId('certificates-at-risk');
    await waitFor(() => expect(within(card).getByText('加载中…')).toHaveAttribute('aria-busy', 'true'));
    answer();
    await waitFor(() => expect(order()).toEqual(['at-risk-1002', 'at-risk-1003', 'at-risk-1006']));
    expect(card.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('replaces a certificate by uploading a new one bound to its domains, prefilled from the old one', async () => {
    // The list answers the uploaded certificate once the upload went through (the add call answers no id).
    const uploaded = { ...(exampleData('listCertificatesByAccount') as { id: number }[])[1], id: 1011 };
    let listed = exampleData('listCertificatesByAccount') as object[];
    const list = () => Response.json({ code: '0', msg: '', data: listed });
    const page = await renderRoute('/page/certificateUpload', {
      user: 'customer',
      api: {
        ...api,
        listCertificatesByAccount: list,
        addCertificate: ({ body }) => {
          listed = [...listed, { ...uploaded, name: (body as { name: string }).name }];
          return 'success';
        },
        bindCertificateDomains: 'domainConfiguring',
      },
    });
    const image = within(await screen.findByTestId('at-risk-1002'));
    await userEvent.click(image.getByRole('link', { name: '替换' }));
    const form = within(await screen.findByRole('dialog', { name: '替换 图片域名证书' }));
    expect(page.search().replace).toBe(1002);
    const name = `图片域名证书 ${toServerDay(new Date())}`;
    expect(form.getByLabelText(/证书名称/)).toHaveValue(name);
    expect(form.getByTestId('replace-domains')).toHaveTextContent('img.xinghe-video.com');
    const typing = userEvent.setup();
    await fill(form.getByLabelText(/公钥/), fixture('xinghe-video.cert.pem'));
    await fill(form.getByLabelText(/私钥/), fixture('xinghe-video.key.pem'));
    await typing.click(form.getByRole('button', { name: '上传并绑定' }));

    // Uploaded into the old certificate's account, then the binding is refused: the form stays and says so.
    expect(await form.findByTestId('form-refusal')).toHaveTextContent('域名配置中，请稍后再试');
    expect(page.sentTo('addCertificate').map((r) => r.body)).toEqual([
      expect.objectContaining({ name, account: 'CDN1024', privateKey: expect.stringContaining('PRIVATE KEY') }),
    ]);
    expect(page.sentTo('bindCertificateDomains').map((r) => r.body)).toEqual([
      { certId: 1011, domains: ['img.xinghe-video.com'] },
    ]);
    expect(form.getByText('新证书已上传，但尚未绑定域名。请重试以绑定。')).toBeInTheDocument();

    // Trying again binds only: the certificate is not uploaded twice.
    page.sent.length = 0;
    await typing.click(form.getByRole('button', { name: '上传并绑定' }));
    await waitFor(() => expect(page.sentTo('bindCertificateDomains')).toHaveLength(1));
    expect(page.sentTo('addCertificate')).toHaveLength(0);
  });

  it('closing the replacement sends nothing and leaves the list as it was', async () => {
    const page = await renderRoute('/page/certificateUpload', { user: 'customer', api });
    await userEvent.click(within(await screen.findByTestId('at-risk-1002')).getByRole('link', { name: '替换' }));
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.search().replace).toBeUndefined());
    expect(page.sentTo('addCertificate')).toHaveLength(0);
    expect(page.sentTo('updateCertificate')).toHaveLength(0);
  });

  it('orders by expiry for a user who may not read traffic, in English, and offers no replace without upload and bind', async () => {
    // The customer's ten certificates, read by a user holding nothing but their view.
    const page = await renderRoute('/page/certificateUpload', {
      user: 'customer',
      permissions: ['portal:certificate:view:*'],
      language: 'en',
      api,
    });
    expect(
      await screen.findByText('Ordered by expiry: your account may not read the traffic of the domains.'),
    ).toBeInTheDocument();
    expect(order()).toEqual(['at-risk-1003', 'at-risk-1002', 'at-risk-1006']);
    expect(screen.getByTestId('at-risk-1002')).toHaveTextContent('Expires in 12 days');
    expect(within(screen.getByTestId('certificates-at-risk')).queryByRole('link')).not.toBeInTheDocument();
    expect(page.sentTo('getServiceInfoTraffic')).toHaveLength(0);
  });

  it('shows on the overview, linking to the certificate list', async () => {
    const page = await renderRoute('/cdn/newoverview', { user: 'superadmin', api });
    await waitFor(() => expect(order()).toEqual(['at-risk-1002', 'at-risk-1003', 'at-risk-1006']));
    await waitFor(() => expect(screen.getByTestId('at-risk-1006')).toHaveTextContent('0 B'));
    await userEvent.click(within(screen.getByTestId('at-risk-1003')).getByRole('link', { name: '替换' }));
    await waitFor(() => expect(page.href()).toBe('/page/certificateUpload?replace=1003&scope=3'));
    // The list opens under the replacement of that certificate.
    const form = within(await screen.findByRole('dialog', {}, { timeout: 5000 }));
    expect(form.getByTestId('replace-domains')).toHaveTextContent('live.xinghe-video.com');
    expect(screen.getByRole('heading', { name: '证书管理', level: 1, hidden: true })).toBeInTheDocument();
  });

  it('on the overview under 全部账号, reads every account: a sub-account certificate that expired shows', async () => {
    const page = await renderRoute('/cdn/newoverview', {
      user: 'superadmin',
      api: { ...api, listAllCertificates: 'success' },
    });
    await waitFor(() => expect(screen.getByTestId('at-risk-4002')).toHaveTextContent('已过期 21 天'));
    expect(order()).toEqual(expect.arrayContaining(['at-risk-1002', 'at-risk-3002', 'at-risk-4002']));
    expect(page.sentTo('listAllCertificates')).toHaveLength(1);
    // Another account's certificate is replaced from the all-accounts scope, where its account is listed.
    await userEvent.click(within(screen.getByTestId('at-risk-4002')).getByRole('link', { name: '替换' }));
    await waitFor(() => expect(page.search()).toMatchObject({ replace: 4002, scope: 3 }));
  });

  it("reads the accounts the account picker covers, each one's certificates", async () => {
    // A customer with two sub-accounts: each account answers its own certificates.
    const subAccounts = exampleData('listCertificatesByUsername') as { account: string }[];
    const byAccount = ({ url }: SentRequest) => {
      const account = url.searchParams.get('account');
      if (account === 'CDN1024') return 'success';
      return Response.json({ code: '0', msg: '', data: subAccounts.filter((row) => row.account === account) });
    };
    const all = await renderRoute('/cdn/newoverview', {
      ...customer,
      api: { ...api, listCertificatesByAccount: byAccount },
    });
    await waitFor(() => expect(screen.getByTestId('at-risk-2003')).toHaveTextContent('已过期 3 天'));
    expect(order()).toEqual(expect.arrayContaining(['at-risk-1003', 'at-risk-2002', 'at-risk-2003']));
    expect(
      all
        .sentTo('listCertificatesByAccount')
        .map(({ url }) => url.searchParams.get('account'))
        .sort(),
    ).toEqual(['CDN1024', 'CDN1024_01', 'CDN1024_02']);
    all.unmount();

    await renderRoute('/cdn/newoverview?accounts=CDN1024_01', {
      ...customer,
      api: { ...api, listCertificatesByAccount: byAccount },
    });
    await waitFor(() => expect(order()).toEqual(['at-risk-2003', 'at-risk-2002']), { timeout: 4000 });
  });

  it("asks the traffic of a certificate's domains as service info asks it for them over 近7天", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 14, 37));
    try {
      const info = await renderRoute('/cdn/newserviceinfo?domains=img.xinghe-video.com&range=last7Days', {
        ...customer,
        api,
      });
      await waitFor(() => expect(info.sentTo('getServiceInfoTraffic')).toHaveLength(1));
      const [asked] = info.sentTo('getServiceInfoTraffic');
      info.unmount();

      const list = await renderRoute('/page/certificateUpload', { ...customer, api });
      await waitFor(() =>
        expect(screen.getByTestId('at-risk-1002')).toHaveTextContent(/过去 7 天流量：[\d.]+ [KMGTP]?B/),
      );
      const image = list
        .sentTo('getServiceInfoTraffic')
        .find(({ body }) => (body as { domains: string[] }).domains.includes('img.xinghe-video.com'));
      expect(image?.body).toEqual(asked?.body);
    } finally {
      vi.useRealTimers();
    }
  });

  it("on the overview, under the charts, reads the certificates' domains and traffic only once scrolled near", async () => {
    // The browser's observer of what comes near the visible area, answered by the test.
    const observed: { report: (near: boolean) => void; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: IntersectionObserverInit) {
          observed.push({ report: (near) => callback([{ isIntersecting: near }]), margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    const page = await renderRoute('/cdn/newoverview', { user: 'superadmin', api });
    const card = within(await screen.findByTestId('certificates-at-risk'));
    await waitFor(() => expect(page.sentTo('listAllCertificates')).toHaveLength(1));
    expect(observed).toHaveLength(1);
    act(() => observed[0]?.report(false));
    // Waiting to be scrolled to is no loading: the screen has settled.
    expect(card.getByText('加载中…')).not.toHaveAttribute('aria-busy');
    expect(page.sentTo('getCertificateDetails')).toHaveLength(0);
    expect(page.sentTo('getServiceInfoTraffic')).toHaveLength(0);

    act(() => observed[0]?.report(true));
    await waitFor(() => expect(order()).toEqual(['at-risk-1002', 'at-risk-1003', 'at-risk-1006']));
    // Settled: nothing in the card says it is still loading.
    expect(screen.getByTestId('certificates-at-risk').querySelector('[aria-busy="true"]')).toBeNull();
    expect(page.sentTo('getCertificateDetails')).toHaveLength(3);
    expect(observed[0]?.margin).toBe(`0px 0px ${NEAR_VIEW_MARGIN} 0px`);
  });

  it("stays under the overview's charts while another period loads", async () => {
    const hold: Partial<Record<OperationId, Promise<void>>> = {};
    await renderRoute('/cdn/newoverview', { user: 'superadmin', api, hold });
    await waitFor(() => expect(order()).toEqual(['at-risk-1002', 'at-risk-1003', 'at-risk-1006']));
    let answer = () => {};
    hold.getOverviewTraffic = new Promise<void>((resolve) => (answer = resolve));
    await userEvent.click(screen.getByRole('button', { name: '近7天' }));
    // The previous period's figures stay, marked as updating, while the next one loads.
    expect((await screen.findAllByText('正在更新…')).length).toBeGreaterThan(0);
    expect(order()).toEqual(['at-risk-1002', 'at-risk-1003', 'at-risk-1006']);
    answer();
    await waitFor(() => expect(screen.queryByText('正在更新…')).not.toBeInTheDocument());
    expect(screen.getByTestId('stat-totalFlow')).toBeInTheDocument();
  });

  it('says when nothing is at risk, and shows a failed read in its place', async () => {
    await renderRoute('/cdn/newoverview', {
      user: 'superadmin',
      api: { listAllCertificates: () => Response.json({ code: '0', msg: '', data: [] }) },
    });
    expect(await screen.findByText('没有已过期或 30 天内到期的证书。')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('a failed read stays in the card and the overview stays usable', async () => {
    await renderRoute('/cdn/newoverview', { user: 'superadmin', api: { listAllCertificates: 'serverBusy' } });
    const card = within(await screen.findByTestId('certificates-at-risk'));
    expect(await card.findByRole('alert')).toHaveTextContent('无法读取证书');
    expect(screen.getByRole('heading', { name: '概览', level: 1 })).toBeInTheDocument();
  });

  it('a failed first read shows in the list and the card, and only Try again asks it again', async () => {
    let fail = true;
    const page = await renderRoute('/page/certificateUpload', {
      ...customer,
      api: { ...api, listCertificatesByAccount: () => (fail ? 'serverBusy' : 'success') },
    });
    const card = within(await screen.findByTestId('certificates-at-risk'));
    expect(await card.findByRole('alert')).toHaveTextContent('系统繁忙，请稍后再试');
    // The list says it too, in its own place.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('系统繁忙，请稍后再试'),
      expect.stringContaining('系统繁忙，请稍后再试'),
    ]);
    const asked = page.sentTo('listCertificatesByAccount').length;
    fail = false;
    const retries = screen.getAllByRole('button', { name: '重试' });
    await userEvent.click(retries.at(-1)!);
    expect(await card.findByTestId('at-risk-1003')).toBeInTheDocument();
    expect(await screen.findByTestId('certificate-1001')).toBeInTheDocument();
    expect(page.sentTo('listCertificatesByAccount')).toHaveLength(asked + 1);
  });

  it('a certificate whose details cannot be read says so and keeps its place by expiry', async () => {
    await renderRoute('/page/certificateUpload', {
      ...customer,
      api: { ...api, getCertificateDetails: 'notFound' },
    });
    const live = within(await screen.findByTestId('at-risk-1003'));
    expect(await live.findByText('无法读取该证书绑定的域名')).toBeInTheDocument();
    expect(order()).toEqual(['at-risk-1003', 'at-risk-1002', 'at-risk-1006']);
  });
});
