// A signed-in tab follows what the browser's other tabs say about the session: a logout or a session ended
// elsewhere takes it to login (keeping where it was), another user's sign-in drops its screen and cache and
// adopts that session by automatic login. The other tab is a second channel of the same browser.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { readStoredUserInfo, readUser } from '../api/session';
import { createSessionChannel, SESSION_CHANNEL, sessionChannel, userTag } from '../api/session-channel';

const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  localStorage.removeItem(SESSION_CHANNEL);
});

function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channels.push(channel);
  return createSessionChannel({ channel, storage: localStorage, target: new EventTarget() as unknown as Window });
}

const domainList = () => screen.queryByRole('heading', { level: 1, name: '域名管理' });

describe('a signed-in tab hears the other tabs', () => {
  it('goes to login after a logout elsewhere, keeping where it was', async () => {
    const page = await renderRoute('/cdn/domain?name=xinghe', { api: { autoLogin: 'noSession' } });
    expect(await screen.findByRole('heading', { level: 1, name: '域名管理' })).toBeInTheDocument();
    otherTab().announce({ type: 'signed-out' });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/newlogin'));
    expect(page.search().redirect).toBe('/cdn/domain?name=xinghe');
    expect(readStoredUserInfo()).toBeNull();
    expect(page.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(domainList()).toBeNull();
  });

  it("drops the screen after another user's sign-in and adopts that session on the new user's landing screen", async () => {
    const page = await renderRoute('/cdn/domain', { api: { autoLogin: 'superadmin' } });
    expect(await screen.findByTestId('greeting')).toHaveTextContent('xinghe_ops');
    otherTab().announce({ type: 'signed-in', user: userTag('admin') });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cdn/newoverview'));
    expect(await screen.findByTestId('greeting')).toHaveTextContent('admin');
    expect(readUser()?.username).toBe('admin');
    expect(page.sentTo('autoLogin')).toHaveLength(1);
    expect(domainList()).toBeNull();
  });

  it('stays as it is when the same user signs in elsewhere', async () => {
    const page = await renderRoute('/cdn/domain');
    expect(await screen.findByRole('heading', { level: 1, name: '域名管理' })).toBeInTheDocument();
    const heard = vi.fn();
    sessionChannel().listen(heard);
    otherTab().announce({ type: 'signed-in', user: userTag('xinghe_ops') });
    await waitFor(() => expect(heard).toHaveBeenCalled());
    expect(page.router.state.location.pathname).toBe('/cdn/domain');
    expect(readUser()?.username).toBe('xinghe_ops');
    expect(page.sentTo('autoLogin')).toEqual([]);
  });

  it('checks the browser again on its next move when it heard nothing (reloaded, restored from the cache)', async () => {
    const page = await renderRoute('/cdn/domain', { api: { autoLogin: 'superadmin' } });
    expect(await screen.findByRole('heading', { level: 1, name: '域名管理' })).toBeInTheDocument();
    localStorage.setItem(SESSION_CHANNEL, JSON.stringify({ type: 'signed-in', user: userTag('admin') }));
    await page.router.navigate({ to: '/cdn/newurlPush' });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/cdn/newoverview'));
    expect(readUser()?.username).toBe('admin');
  });
});

describe('a tab tells the others', () => {
  it('when its user logs out', async () => {
    const heard = vi.fn();
    otherTab().listen(heard);
    await renderRoute('/cdn/domain', { api: { logout: 'success', autoLogin: 'noSession' } });
    await userEvent.click(await screen.findByRole('button', { name: '退出' }));
    await waitFor(() => expect(heard).toHaveBeenCalledWith({ type: 'signed-out' }));
  });

  it('when the server ends its session', async () => {
    const heard = vi.fn();
    otherTab().listen(heard);
    const ended = () => Response.json({ code: '403', msg: '登录已失效，请重新登录', data: null });
    await renderRoute('/page/certificateUpload', { api: { listCertificatesByAccount: ended, autoLogin: 'noSession' } });
    await waitFor(() => expect(heard).toHaveBeenCalledWith({ type: 'signed-out' }));
  });

  it('when it signs in, with the tag of its user', async () => {
    const heard = vi.fn();
    otherTab().listen(heard);
    await renderRoute('/newlogin', { user: null, api: { autoLogin: 'superadmin' } });
    await waitFor(() => expect(heard).toHaveBeenCalledWith({ type: 'signed-in', user: userTag('admin') }));
  });
});
