// The live-domain list through its route, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeUser, type LoginUserInfo } from '@/api/session';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

// A customer holding live domains (the harness's default customer does not).
const asCustomer = { permissions: ['portal:liveDomain:view:*'] };

afterEach(() => sessionStorage.clear());

const shown = () => screen.getAllByTestId(/^live-domain-/).map((row) => row.dataset.testid?.slice(12));

/** A customer of CDN1024 who may watch live domains (no login example of the contract holds that permission). */
async function signInLiveCustomer() {
  const info: LoginUserInfo = {
    username: 'xinghe_live',
    role: 'customer',
    account: 'CDN1024',
    accountName: '星河视频',
    permissionList: ['portal:liveDomain:view:*'],
    accountChild: [],
  };
  await storeUser(info);
}

describe('live domains page', () => {
  it('shows the superadmin every live domain', async () => {
    await renderRoute('/cdn/liveDomain', { user: 'superadmin' });
    expect(await screen.findByTestId('live-domain-live.xinghe-video.com')).toHaveTextContent('拉流');
    expect(shown()).toHaveLength(6);
    expect(screen.getByTestId('live-domain-zhibo.nanfeng-edu.com')).toHaveTextContent('CDN4096');
  });

  it('shows a customer only the domains of its account or domain group', async () => {
    await signInLiveCustomer();
    await renderRoute('/cdn/liveDomain', { user: null });
    await screen.findByTestId('live-domain-live.xinghe-video.com');
    expect(shown()).toEqual([
      'live.xinghe-video.com',
      'push.xinghe-video.com',
      'live-hd.xinghe-video.com',
      'live-event.xinghe-video.com',
    ]);
    expect(screen.queryByText('live.beichen-shop.cn')).not.toBeInTheDocument();
  });

  it('searches through the URL with the customer account and shows the page of matches', async () => {
    await signInLiveCustomer();
    const page = await renderRoute('/cdn/liveDomain', { user: null });
    await screen.findByTestId('live-domain-live.xinghe-video.com');
    await fill(screen.getByLabelText('域名'), 'xinghe');
    await userEvent.selectOptions(screen.getByLabelText('类型'), 'pull');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(page.search()).toMatchObject({ domain: 'xinghe', type: 'pull', page: 1 }));
    await waitFor(() => expect(page.sentTo('queryLiveDomains')).toHaveLength(1));
    expect(page.sentTo('queryLiveDomains')[0]?.body).toEqual({
      account: 'CDN1024',
      domain: 'xinghe',
      type: 'pull',
      pageNum: 1,
      pageSize: 10,
    });
    await waitFor(() => expect(shown()).toHaveLength(3));
  });

  it('shows the empty state', async () => {
    await renderRoute('/cdn/liveDomain', { ...asCustomer, api: { listLiveDomains: 'empty' } });
    expect(await screen.findByText('暂无直播域名')).toBeInTheDocument();
  });

  it("says 'An unknown error' for a refusal without a message, and tries again on request", async () => {
    let refuse = true;
    await renderRoute('/cdn/liveDomain', {
      ...asCustomer,
      api: { listLiveDomains: () => (refuse ? 'emptyMessage' : 'success') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未知错误');
    refuse = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('live-domain-live.xinghe-video.com')).toBeInTheDocument();
  });

  it("shows the search's refusal", async () => {
    await renderRoute('/cdn/liveDomain?domain=xinghe', { ...asCustomer, api: { queryLiveDomains: 'noPermission' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('无权限查看该账号的直播域名');
  });
});
