// The purge impact preview on the URL and directory purge screens, through their routes, against the
// contract's examples of the offline URL top (by requests and by traffic): the success lists, 'empty' and a
// refusal. The preview never holds the submit back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleData, renderRoute } from '@tests/page-harness';
import { storeUser, type LoginUserInfo } from '@/api/session';
import { backgroundJobs } from '@/components/jobs/background-jobs';

afterEach(() => {
  vi.unstubAllGlobals();
  backgroundJobs.clearEnded();
  backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id));
});

const TOP_URL = 'https://vod.xinghe-video.com/hls/ep1024/index.m3u8';

async function type(text: string) {
  await userEvent.click(screen.getByRole('textbox'));
  await userEvent.paste(text);
}

describe('purge impact preview', { timeout: 20_000 }, () => {
  it("shows the share of the domain's last 24 hours and warns when the heaviest URL is purged", async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'superadmin' });
    await type(`${TOP_URL}\nhttps://vod.xinghe-video.com/not-listed.html`);
    const preview = within(await screen.findByTestId('purge-impact'));
    // index.m3u8: 6.42% of the requests and 1.12% of the traffic in the examples.
    expect(await preview.findByTestId('impact-shares')).toHaveTextContent('至少占其所属域名请求数的 6.4%、流量的 1.1%');
    expect(preview.getByRole('alert')).toHaveTextContent('此次刷新包含该域名最热门的 URL');
    const listed = within(preview.getByRole('list', { name: '此次刷新中最热门的 URL' }));
    expect(listed.getAllByRole('listitem')).toHaveLength(1);
    expect(listed.getByText(TOP_URL)).toBeInTheDocument();
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
    expect(preview.getByRole('alert')).toHaveTextContent('expect a burst of traffic to the origin');
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
    page.unmount();

    // A user holding only the purge and the analysis sees it.
    storeUser({
      ...(exampleData('login', 'customer') as LoginUserInfo),
      permissionList: ['portal:purge:operation:*', 'portal:analysis:view:*'],
    });
    await renderRoute('/cdn/newurlPush', { user: null });
    await type(TOP_URL);
    expect(await screen.findByTestId('impact-shares')).toBeInTheDocument();
  });

  it('is not offered on prefetch', async () => {
    const page = await renderRoute('/cdn/prefetch', { user: 'superadmin' });
    await type(TOP_URL);
    expect(await screen.findByText('共 1 个 URL')).toBeInTheDocument();
    expect(screen.queryByTestId('purge-impact')).not.toBeInTheDocument();
    expect(page.sentTo('urlTopOffline')).toHaveLength(0);
  });
});
