// The purge impact preview on the URL and directory purge screens, through their routes, against the
// contract's examples of the offline URL top (by requests and by traffic): the success lists, 'empty' and a
// refusal. The preview never holds the submit back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { storeUser, type LoginUserInfo } from '@/api/session';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { fill } from '@tests/fill';

afterEach(() => {
  vi.unstubAllGlobals();
  backgroundJobs.clearEnded();
  backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id));
});

const TOP_URL = 'https://vod.xinghe-video.com/hls/ep1024/index.m3u8';

async function type(text: string) {
  await fill(screen.getByRole('textbox'), text);
}

describe('purge impact preview', () => {
  it("shows the share of the domain's last 24 hours, counts in 万, and no warning below a fifth", async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'superadmin' });
    await type(`${TOP_URL}\nhttps://vod.xinghe-video.com/not-listed.html`);
    const preview = within(await screen.findByTestId('purge-impact'));
    // index.m3u8: 6.42% of the requests and 1.12% of the traffic in the examples.
    expect(await preview.findByTestId('impact-shares')).toHaveTextContent('至少占其所属域名请求数的 6.4%、流量的 1.1%');
    expect(preview.queryByRole('alert')).not.toBeInTheDocument();
    const listed = within(preview.getByRole('list', { name: '此次刷新中最热门的 URL' }));
    expect(listed.getAllByRole('listitem')).toHaveLength(1);
    expect(listed.getByText(TOP_URL)).toBeInTheDocument();
    // 1,693,014 requests, as Chinese counts them.
    expect(listed.getByText(/^169\.3万 次请求，/)).toBeInTheDocument();
    expect(page.sentTo('urlTopOffline')[0]?.body).toMatchObject({
      account: 'CDN0001',
      domains: ['vod.xinghe-video.com'],
      timeSelect: 'userDefined',
      byType: 'request',
    });
    expect(page.sentTo('urlTopFlowOffline')[0]?.body).toMatchObject({ byType: 'flow' });

    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(page.sentTo('submitPurgeRefresh')).toHaveLength(1));
  });

  it('takes every URL under a purged directory, in English', async () => {
    await renderRoute('/cdn/newdirPush', { user: 'superadmin', language: 'en' });
    await type('https://vod.xinghe-video.com/hls/');
    const preview = within(await screen.findByTestId('purge-impact'));
    const listed = within(await preview.findByRole('list', { name: 'Busiest URLs of this purge' }));
    expect(listed.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      TOP_URL,
      'https://vod.xinghe-video.com/hls/ep1024/1080p/seg-000128.ts',
      'https://vod.xinghe-video.com/hls/ep1023/1080p/seg-000042.ts',
    ]);
    // 6.42 + 1.86 + 1.52 of the requests; 9.74 + 7.96 + 1.12 of the traffic.
    expect(preview.getByTestId('impact-shares')).toHaveTextContent(
      'carried at least 9.8% of the requests and 18.8% of the traffic',
    );
    // Below a fifth of both: no warning. Counts in English read 1.69M.
    expect(preview.queryByRole('alert')).not.toBeInTheDocument();
    expect(preview.getByText(/^1\.69M requests, /)).toBeInTheDocument();
  });

  it('a whole domain is 100 % of it, and warns saying so', async () => {
    await renderRoute('/cdn/newdirPush', { user: 'superadmin' });
    await type('https://vod.xinghe-video.com/');
    const preview = within(await screen.findByTestId('purge-impact'));
    expect(await preview.findByTestId('impact-shares')).toHaveTextContent(
      '此次刷新覆盖这些域名的全部内容：即过去 24 小时内其 100% 的请求数和流量。',
    );
    expect(preview.getByTestId('impact-shares')).not.toHaveTextContent('至少');
    expect(preview.getByRole('alert')).toHaveTextContent(
      '此次刷新涉及其所属域名 100% 的请求数和 100% 的流量（达到 20% 即提醒）',
    );
  });

  it('warns above a fifth, with the share', async () => {
    // Two directories holding the domain's heaviest by traffic: 9.74 + 7.96 + 1.12 + 6.38 = 25.2 % of it.
    await renderRoute('/cdn/newdirPush', { user: 'superadmin', language: 'en' });
    await type('https://vod.xinghe-video.com/hls/\nhttps://vod.xinghe-video.com/mp4/');
    const preview = within(await screen.findByTestId('purge-impact'));
    await waitFor(() =>
      expect(preview.getByTestId('impact-shares')).toHaveTextContent('at least 10.7% of the requests'),
    );
    expect(preview.getByRole('alert')).toHaveTextContent(
      'This purge carries 10.7% of the requests and 25.2% of the traffic of its domains (a warning from 20%)',
    );
  });

  it('says so when the URLs are not among the busiest, without a warning', async () => {
    await renderRoute('/cdn/newurlPush', { user: 'superadmin' });
    await type('https://vod.xinghe-video.com/quiet.html');
    expect(await screen.findByText('过去 24 小时内，这些 URL 均不是其所属域名最热门的 URL。')).toBeInTheDocument();
    expect(within(screen.getByTestId('purge-impact')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the domains had no requests', async () => {
    await renderRoute('/cdn/newurlPush', {
      user: 'superadmin',
      api: { urlTopOffline: 'empty', urlTopFlowOffline: 'empty' },
    });
    await type(TOP_URL);
    expect(await screen.findByText('这些域名过去 24 小时没有请求。')).toBeInTheDocument();
  });

  it('a failed read says the impact is unknown and the purge still goes out', async () => {
    const page = await renderRoute('/cdn/newurlPush', {
      user: 'superadmin',
      api: { urlTopFlowOffline: 'queryTimeout' },
    });
    await type(TOP_URL);
    const preview = within(await screen.findByTestId('purge-impact'));
    expect(await preview.findByText(/无法计算此次刷新的影响（查询超时，请缩小时间范围后重试）/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(page.sentTo('submitPurgeRefresh')).toHaveLength(1));
  });

  it('is not offered without the analysis permission', async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'customer' });
    await type(TOP_URL);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(page.sentTo('submitPurgeRefresh')).toHaveLength(1));
    expect(screen.queryByTestId('purge-impact')).not.toBeInTheDocument();
    expect(page.sentTo('urlTopOffline')).toHaveLength(0);
    expect(screen.getByTestId('impact-withheld')).toHaveTextContent('您的账号无权查看该数据');
    page.unmount();

    // A user holding only the purge and the analysis sees it.
    await storeUser({
      ...(exampleData('login', 'customer') as LoginUserInfo),
      permissionList: ['portal:purge:operation:*', 'portal:analysis:view:*'],
    });
    await renderRoute('/cdn/newurlPush', { user: null });
    await type(TOP_URL);
    expect(await screen.findByTestId('impact-shares')).toBeInTheDocument();
    expect(screen.queryByTestId('impact-withheld')).not.toBeInTheDocument();
  });

  it('is not offered on prefetch', async () => {
    const page = await renderRoute('/cdn/prefetch', { user: 'superadmin' });
    await type(TOP_URL);
    expect(await screen.findByText('共 1 个 URL')).toBeInTheDocument();
    expect(screen.queryByTestId('purge-impact')).not.toBeInTheDocument();
    expect(page.sentTo('urlTopOffline')).toHaveLength(0);
  });
});
