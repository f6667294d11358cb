import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '@/api/session';
import { API_PORTAL_POST_DELAY_MS, handOffToApiPortal } from './api-portal-handoff';
import { openApiPortal } from './open-api-portal';

const portal = 'https://api.portal.example';

function fakeTab() {
  return { postMessage: vi.fn(), opener: {} as unknown, location: { href: '' }, closed: false };
}

function portalMessage(tab: unknown, data: unknown, origin = portal) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: tab as Window }));
}

beforeEach(async () => {
  vi.useFakeTimers();
  await storeUser({
    username: 'admin',
    role: 'superadmin',
    account: 'CDN0001',
    accountName: 'x',
    permissionList: [],
    accountChild: [],
  });
});
afterEach(() => vi.useRealTimers());

// The stored user info as it is stored: the encrypted text, no envelope of ours around it.
const sent = () => sessionStorage.getItem('userInfo');

describe('the API portal hand-off', () => {
  it('opens the tab blank within the press, cuts its opener before the portal loads, then posts the user info to its exact origin after a second', async () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab as unknown as Window);
    const handedOff = openApiPortal(`${portal}/console?x=1`, open);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await handedOff;
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(`${portal}/console?x=1`);
    vi.advanceTimersByTime(API_PORTAL_POST_DELAY_MS - 1);
    expect(tab.postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tab.postMessage).toHaveBeenCalledWith(sent(), portal);
  });

  it('posts again for a slow portal until it answers received, and never to another origin', () => {
    const tab = fakeTab();
    handOffToApiPortal(tab as unknown as Window, `${portal}/`);
    vi.advanceTimersByTime(2000);
    expect(tab.postMessage).toHaveBeenCalledTimes(2);
    expect(tab.postMessage.mock.calls.every(([message]) => message === sent())).toBe(true);
    portalMessage(tab, { type: 'received' });
    vi.advanceTimersByTime(30_000);
    expect(tab.postMessage).toHaveBeenCalledTimes(2);
    expect(tab.postMessage.mock.calls.every(([, origin]) => origin === portal)).toBe(true);
  });

  it("answers 'ready' from the portal's exact origin at once, and ignores it from anyone else", () => {
    const tab = fakeTab();
    handOffToApiPortal(tab as unknown as Window, `${portal}/`);
    portalMessage(tab, { type: 'ready' }, 'https://evil.example');
    portalMessage({}, { type: 'ready' });
    expect(tab.postMessage).not.toHaveBeenCalled();
    portalMessage(tab, { type: 'ready' });
    expect(tab.postMessage).toHaveBeenCalledWith(sent(), portal);
  });

  it('posts nothing when the tab could not be opened', () => {
    expect(openApiPortal(`${portal}/`, () => null)).toBeUndefined();
  });
});
