// Log analysis through its route, against the remembering mock: the views a user holds and the default
// view, the query each view sends, the refusal without domains and the server's message on failure.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from 'chart.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { storeUser, type LoginUserInfo } from '@/api/session';

// A customer holding the analysis views (the harness's default customer does not).
const asCustomer = { permissions: ['portal:analysis:view:*'] };

afterEach(() => vi.restoreAllMocks());

/** Signs in as the customer example holding only these permissions. */
async function signInWith(...permissionList: string[]) {
  await storeUser({ ...(exampleData('login', 'customer') as LoginUserInfo), permissionList });
}

const query = (url: URL) => Object.fromEntries(url.searchParams);

/** The bar of the views' links, once the page draws it. */
const viewLinks = async () => within(await screen.findByRole('navigation', { name: '日志分析视图' }));

describe('log analysis', () => {
  it('shows all seven views to a full user and opens on URL top, asking for every domain of the account', async () => {
    const page = await renderRoute('/cdn/analysisLog', asCustomer);
    expect(await screen.findByRole('heading', { name: '日志分析' })).toBeInTheDocument();
    // The views follow the init options, an encrypted answer decrypted asynchronously: after the heading.
    const views = await viewLinks();
    expect(views.getAllByRole('link')).toHaveLength(7);
    expect(views.getByRole('link', { name: 'URL 排行' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(page.sentTo('getAnalysisUrlTop')).toHaveLength(1));
    const sent = query(page.sentTo('getAnalysisUrlTop')[0]!.url);
    const { account } = exampleData('login', 'customer') as LoginUserInfo;
    const accountDomains = page
      .mock!.items('domains')
      .filter((domain) => domain.belongDomainGroup === account)
      .map((domain) => domain.name);
    expect(accountDomains.length).toBeGreaterThan(1);
    expect(sent).toMatchObject({ domains: accountDomains.join(','), interval: '5m' });
    expect(sent.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(sent).not.toHaveProperty('providers');
    expect(await screen.findByTestId('analysis-total')).toHaveTextContent('26.85M');
    expect(page.sentTo('getAnalysisHitRate')).toHaveLength(0);
  });

  it('shows only the views held; the first held is the default view', async () => {
    await signInWith('portal:analysis:view:status', 'portal:analysis:view:hit');
    const page = await renderRoute('/cdn/analysisLog', { user: null });
    const views = await viewLinks();
    expect(views.getAllByRole('link').map((link) => link.textContent)).toEqual(['命中率', '状态码']);
    expect(views.getByRole('link', { name: '命中率' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('hit-avg')).toHaveTextContent('92.05%');
    expect(page.sentTo('getAnalysisUrlTop')).toHaveLength(0);
  });

  it('a view not held in the URL falls back to the first held', async () => {
    await signInWith('portal:analysis:view:distribution');
    const page = await renderRoute('/cdn/analysisLog?view=top', { user: null });
    expect((await viewLinks()).getByRole('link', { name: '用户分布' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(page.sentTo('getAnalysisUserDistribution')).toHaveLength(1));
    expect(page.sentTo('getAnalysisUrlTop')).toHaveLength(0);
  });

  it('switches to the status codes through the URL with the picked domains and providers', async () => {
    const domains = encodeURIComponent(JSON.stringify(['cdn.xinghe-video.com']));
    const providers = encodeURIComponent(JSON.stringify(['ali', 'ws']));
    const page = await renderRoute(`/cdn/analysisLog?domains=${domains}&providers=${providers}`, asCustomer);
    await userEvent.click((await viewLinks()).getByRole('link', { name: '状态码' }));
    await waitFor(() => expect(page.search().view).toBe('status'));
    const table = await screen.findByRole('table', { name: '状态码占比' });
    expect(within(table).getByText('其他')).toBeInTheDocument();
    expect(query(page.sentTo('getAnalysisStatusCode')[0]!.url)).toMatchObject({
      domains: 'cdn.xinghe-video.com',
      providers: 'ali,ws',
    });
  });

  it('draws each status class in the same colour in its curve and in the share', async () => {
    await renderRoute('/cdn/analysisLog?view=status', asCustomer);
    const chart = async (name: string) =>
      Chart.getChart((await screen.findByRole('img', { name })) as HTMLCanvasElement);
    const curves = (await chart('状态码'))?.data.datasets ?? [];
    const curveColour = new Map(curves.map((set) => [set.label, set.borderColor]));
    const share = (await chart('状态码占比'))?.data;
    const colours = share?.datasets[0]?.backgroundColor as string[];
    const pairs = (share?.labels as string[]).map((label, index) => [label, colours[index]]);
    // The share orders the classes by size, the curves by class: 2xx is first in one and second in the other.
    expect(pairs[0]?.[0]).toBe('2xx');
    expect(pairs).toEqual(pairs.map(([label]) => [label, curveColour.get(label)]));
  });

  it("shows the server's message when a view fails", async () => {
    await renderRoute('/cdn/analysisLog?view=client', { ...asCustomer, api: { getAnalysisClientSide: 'serverBusy' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('查询超时，请缩小时间范围后重试');
  });

  it("shows the domain list's failure with the server's reason, and asks nothing", async () => {
    const page = await renderRoute('/cdn/analysisLog', {
      ...asCustomer,
      api: { getAnalysisInitOptions: 'accountEmpty' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('部分选项加载失败');
    expect(alert).toHaveTextContent('账号不能为空');
    // Not a call for domains the customer could not pick: the list of them is what failed.
    expect(screen.queryByTestId('domains-required')).toBeNull();
    expect(page.sentTo('getAnalysisUrlTop')).toHaveLength(0);
  });
});
