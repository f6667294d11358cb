// Log download through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

describe('log download page', () => {
  it("searches with the session's account_all and shows each file's hours and size", async () => {
    const page = await renderRoute('/cdn/newlog', { user: 'customer' });
    const row = await screen.findByTestId('log-lg5d0e61a2c4');
    expect(row).toHaveTextContent('00:00 – 00:59');
    expect(row).toHaveTextContent('73.4 MB');
    expect(page.sentTo('searchLogFiles')[0]?.body).toMatchObject({ accountAll: expect.stringContaining('CDN1024') });
    // 24 files at 10 a page: the server pages them
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });

  it('filters by domain and days through the URL', async () => {
    const page = await renderRoute('/cdn/newlog?page=3', { user: 'customer' });
    await screen.findByTestId('log-lg5d0e61a2c4');
    await fill(screen.getByLabelText('域名'), 'cdn.xinghe-video.com');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ domain: 'cdn.xinghe-video.com', page: 1 }));
    await waitFor(() =>
      expect(page.sentTo('searchLogFiles').at(-1)?.body).toMatchObject({ domain: 'cdn.xinghe-video.com', pageNum: 1 }),
    );
  });

  it("shows the server's refusal with a retry", async () => {
    await renderRoute('/cdn/newlog', { user: 'customer', api: { searchLogFiles: 'domainNotOwned' } });
    expect(await screen.findByText('域名不属于当前账号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('says the address is wrong when the link does not answer 200', async () => {
    const page = await renderRoute('/cdn/newlog', { user: 'customer' });
    const row = await screen.findByTestId('log-lg5d0e61a2c4');
    await userEvent.click(within(row).getByRole('button', { name: '下载' }));
    expect(await screen.findByText('下载地址有误，请联系客服')).toBeInTheDocument();
    expect(page.sentTo('getLogDownloadLink')[0]?.body).toEqual({ id: 'lg5d0e61a2c4', domain: 'cdn.xinghe-video.com' });
  });

  it("says 'Download Failed' when the link cannot be had", async () => {
    await renderRoute('/cdn/newlog', { user: 'customer', language: 'en', api: { getLogDownloadLink: 'fileNotFound' } });
    const row = await screen.findByTestId('log-lg5d0e61a2c4');
    await userEvent.click(within(row).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
  });
});
