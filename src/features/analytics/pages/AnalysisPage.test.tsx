// The analysis screens through their routes, against the remembering mock (the examples where a test says so):
// which calls answer, in which time format and with which body, the empty-domain refusal and the reset on failure.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';

// A customer holding the analysis views (the harness's default customer does not).
const asCustomer = { permissions: ['portal:analysis:view:*'] };

afterEach(() => vi.restoreAllMocks());

type Filter = Record<string, unknown> & { startTime: string; endTime: string };
const DOMAINS = encodeURIComponent(JSON.stringify(['cdn.xinghe-video.com']));

describe('online analysis', () => {
  it('asks the onLine calls with a preset and times in minutes, and shows the count', async () => {
    // The count is the example's total: the remembering mock draws the curve up to its now.
    const page = await renderRoute('/cdn/analysisOn', { ...asCustomer, mock: 'examples' });
    expect(await screen.findByTestId('analysis-total')).toHaveTextContent('26.37');
    const body = page.sentTo('countOnline')[0]?.body as Filter;
    expect(body.timeSelect).toBe('today');
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
    expect(body.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:[0-5][05]$/);
    expect(body).toMatchObject({ domains: [], pullDown: false, account: expect.any(String) });
    expect(body).not.toHaveProperty('byType');
    expect(page.sentTo('countOffline')).toHaveLength(0);
  });

  it("a custom range asks the offLine calls: 'userDefined', seconds, offline defaults", async () => {
    const page = await renderRoute(
      `/cdn/analysisOn?range=custom&start=%222026-01-05%2000%3A00%22&end=%222026-01-05%2023%3A55%22&domains=${DOMAINS}`,
      asCustomer,
    );
    await screen.findByTestId('analysis-total');
    expect(page.sentTo('countOnline')).toHaveLength(0);
    expect(page.sentTo('countOffline')[0]?.body).toMatchObject({
      startTime: '2026-01-05 00:00:00',
      endTime: '2026-01-05 23:55:00',
      timeSelect: 'userDefined',
      domains: ['cdn.xinghe-video.com'],
      range: 'cn',
      byType: 'request',
    });
    expect(screen.getByTestId('offline-filters')).toBeInTheDocument();
  });

  it("switches views through the URL and shows the status classes' share from the server's pie list", async () => {
    const page = await renderRoute('/cdn/analysisOn', asCustomer);
    await screen.findByTestId('analysis-total');
    const views = within(screen.getByRole('navigation', { name: '分析视图' }));
    expect(views.getByRole('link', { name: '请求数' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(views.getByRole('link', { name: '状态码' }));
    await waitFor(() => expect(page.search().view).toBe('statusCode'));
    expect(views.getByRole('link', { name: '状态码' })).toHaveAttribute('aria-current', 'page');
    expect(views.getByRole('link', { name: '请求数' })).not.toHaveAttribute('aria-current');
    const table = await screen.findByRole('table', { name: '状态码占比' });
    expect(within(table).getByText('2xx')).toBeInTheDocument();
    expect(within(table).getByText('其他')).toBeInTheDocument();
    // listBT's own percent, not one recomputed from the curves.
    expect(within(table).getByText(/85\.98/)).toBeInTheDocument();
    expect(page.sentTo('statusCodeOnline')).toHaveLength(1);
  });

  it("offers each view as a link to the screen's address with every filter kept, followed with the keyboard", async () => {
    const page = await renderRoute(`/cdn/analysisOn?range=%22yesterday%22&domains=${DOMAINS}`, asCustomer);
    await screen.findByTestId('analysis-total');
    const ip = within(screen.getByRole('navigation', { name: '分析视图' })).getByRole('link', { name: '独立 IP' });
    const href = new URL(ip.getAttribute('href') ?? '', 'http://portal');
    expect(href.pathname).toBe('/cdn/analysisOn');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      view: 'ip',
      range: 'yesterday',
      domains: '["cdn.xinghe-video.com"]',
    });
    ip.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.search()).toMatchObject({ view: 'ip', range: 'yesterday' }));
  });

  it('draws the bandwidth result (traffic and total flow) of the filter beside the request count', async () => {
    const page = await renderRoute(`/cdn/analysisOn?domains=${DOMAINS}`, { user: 'superadmin', language: 'en' });
    expect(await screen.findByTestId('bandwidth-total')).toHaveTextContent(/\d/);
    expect(screen.getByRole('img', { name: 'Traffic of the chosen domains' })).toBeInTheDocument();
    const body = page.sentTo('getBandwidth')[0]?.body as Filter;
    expect(body).toMatchObject({ domains: ['cdn.xinghe-video.com'], providers: [] });
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
  });

  it('a failed bandwidth call empties only its panel', async () => {
    await renderRoute('/cdn/analysisOn', { user: 'superadmin', api: { getBandwidth: 'serverBusy' } });
    await screen.findByTestId('analysis-total');
    expect(await within(screen.getByTestId('bandwidth-panel')).findByRole('alert')).toBeInTheDocument();
  });

  it("a failed refresh empties the view and says 'An unknown error' without a message", async () => {
    let answer = 'success';
    const page = await renderRoute('/cdn/analysisOn', { ...asCustomer, api: { countOnline: () => answer } });
    await screen.findByTestId('analysis-total');
    answer = 'noMessage';
    await act(() => page.queryClient.refetchQueries());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未知错误');
    expect(screen.queryByTestId('analysis-total')).not.toBeInTheDocument();
    answer = 'success';
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('analysis-total')).toHaveTextContent('26.37');
  });

  it("shows the server's message when it gives one", async () => {
    await renderRoute('/cdn/analysisOn', { ...asCustomer, api: { countOnline: 'queryTimeout' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('查询超时，请缩小时间范围后重试');
  });
});

describe('analysis by period', () => {
  it("opens asking for a domain, and says 'domains is required' once a query is made without one", async () => {
    const page = await renderRoute('/cdn/analysisOff', asCustomer);
    const prompt = await screen.findByTestId('domains-required');
    // No contradiction on opening: the picker does not claim all domains, and no error is shown yet.
    expect(prompt).toHaveTextContent('请选择一个或多个域名');
    expect(prompt).not.toHaveTextContent('域名不能为空');
    expect(screen.getByRole('button', { name: /请选择域名/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '按流量' }));
    await waitFor(() => expect(screen.getByTestId('domains-required')).toHaveTextContent('域名不能为空'));
    expect(page.sent.filter((request) => /Offline$|Online$/.test(request.operationId))).toHaveLength(0);
  });

  it('asks the offLine calls; the traffic toggle picks the /flow call and keeps the filters', async () => {
    const page = await renderRoute(`/cdn/analysisOff?view=urlTop&domains=${DOMAINS}&isp=telecom`, asCustomer);
    await screen.findByTestId('analysis-total');
    expect(page.sentTo('urlTopOffline')[0]?.body).toMatchObject({ isp: 'telecom', pullDown: true, byType: 'request' });
    await userEvent.click(screen.getByRole('button', { name: '按流量' }));
    await waitFor(() => expect(page.sentTo('urlTopFlowOffline')).toHaveLength(1));
    const body = page.sentTo('urlTopFlowOffline')[0]?.body as Filter;
    expect(body).toMatchObject({
      isp: 'telecom',
      byType: 'flow',
      domains: ['cdn.xinghe-video.com'],
      timeSelect: 'userDefined',
    });
    expect(body.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(page.search()).toMatchObject({ view: 'urlTop', isp: 'telecom', byType: 'flow' });
  });

  it('filters by provider (001 §2): the picker offers the init providers and the filter sends the chosen codes', async () => {
    const providers = encodeURIComponent(JSON.stringify(['ali']));
    const page = await renderRoute(`/cdn/analysisOff?domains=${DOMAINS}&providers=${providers}`, {
      user: 'superadmin',
      language: 'en',
    });
    await screen.findByTestId('analysis-total');
    expect(page.sentTo('countOffline')[0]?.body).toMatchObject({ providers: ['ali'] });
    expect(screen.getByRole('button', { name: /Providers/ })).toBeInTheDocument();
  });

  it('offers countries grouped by continent from the pull-down call', async () => {
    await renderRoute(`/cdn/analysisOff?domains=${DOMAINS}`, asCustomer);
    const countries = await screen.findByRole('combobox', { name: '国家' });
    await waitFor(() => expect(within(countries).getByRole('group', { name: '亚洲' })).toBeInTheDocument());
    expect(
      within(within(countries).getByRole('group', { name: '北美洲' })).getByRole('option', { name: '美国' }),
    ).toBeInTheDocument();
  });
});

describe('offline analysis on the /offline calls', () => {
  it('asks /offline/request (success code 200) with the offline filter', async () => {
    // The count is the example's total: the remembering mock draws the curve over the period asked.
    const page = await renderRoute(`/cdn/newanalysisOff?domains=${DOMAINS}`, { ...asCustomer, mock: 'examples' });
    expect(await screen.findByTestId('analysis-total')).toHaveTextContent('26.37');
    expect(page.sentTo('queryOfflineRequest')[0]?.body).toMatchObject({
      timeSelect: 'userDefined',
      range: 'cn',
      byType: 'request',
    });
    expect(page.sentTo('countOffline')).toHaveLength(0);
  });

  it('refuses an empty domain list before calling', async () => {
    const page = await renderRoute('/cdn/newanalysisOff', asCustomer);
    await screen.findByTestId('domains-required');
    expect(page.sentTo('queryOfflineRequest')).toHaveLength(0);
  });

  it('shows the user distribution of China and of all regions by traffic', async () => {
    const page = await renderRoute(`/cdn/newanalysisOff?view=users&byType=flow&domains=${DOMAINS}`, asCustomer);
    expect(await screen.findByTestId('users-countCN')).toHaveTextContent('96.37%');
    expect(page.sentTo('queryOfflineCnUserInfoFlow')).toHaveLength(1);
    expect(page.sentTo('queryOfflineAllUserInfoFlow')).toHaveLength(1);
    expect(await screen.findByRole('table', { name: '按国家' })).toBeInTheDocument();
  });
});

describe('database-backed online views', () => {
  it('the count view adds the request curve from /api/es/request/db with the online filter', async () => {
    const page = await renderRoute('/cdn/analysisOn', asCustomer);
    expect(await screen.findByRole('table', { name: '请求、命中与未命中: 占比' })).toBeInTheDocument();
    expect(page.sentTo('getRequestDb')[0]?.body).toMatchObject({ timeSelect: 'today', pullDown: false });
  });

  it('the period screen asks no database-backed call', async () => {
    const page = await renderRoute(`/cdn/analysisOff?domains=${DOMAINS}`, asCustomer);
    await screen.findByTestId('analysis-total');
    expect(page.sent.filter((request) => request.operationId.endsWith('Db'))).toHaveLength(0);
  });

  it('a failed status-class call empties only its panel and shows the message', async () => {
    await renderRoute('/cdn/analysisOn?view=statusCode', { ...asCustomer, api: { getStatusCodeDb: 'queryTimeout' } });
    const panel = await screen.findByTestId('db-getStatusCodeDb');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('查询超时');
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '状态码占比' })).toBeInTheDocument();
  });

  it("the private hit-rate views show hits from the hour ratios stored under 'time' and 'flowTime'", async () => {
    // Every hour from three days back to three days ahead at ratio 0.5: the hits shown are half the requests,
    // not the measured hits. The examples' "today" is the provider's (UTC+8) on the day they were generated,
    // so the window must cover it whatever the test machine's time zone and hour.
    const thisHour = Math.floor(Date.now() / 3_600_000);
    const hours = Object.fromEntries(Array.from({ length: 144 }, (_, i) => [(thisHour - 72 + i) * 3600, 0.5]));
    localStorage.setItem('time', JSON.stringify(hours));
    localStorage.setItem('flowTime', JSON.stringify(hours));
    await renderRoute('/cdn/analysisOn?view=hitRate', asCustomer);
    const table = await screen.findByRole('table', { name: '每小时命中率: 占比' });
    // The measured answer is 95.29 % hits; at ratio 0.5 hits and misses are 50.00 % each.
    expect(within(table).getAllByText('50.00%')).toHaveLength(2);
    expect(within(table).queryByText('95.29%')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('flowTime') ?? '{}')).toMatchObject(hours);
    localStorage.clear();
  });
});
