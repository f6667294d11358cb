import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '@/api/session';
import { API_PORTAL_POST_DELAY_MS, openApiPortal } from './api-portal-handoff';

const portal = 'https://api.portal.example';

function fakeTab() {
  return { postMessage: vi.fn(), opener: {} as unknown, location: { href: '' }, closed: false };
}

function portalMessage(tab: unknown, data: unknown, origin = portal) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: tab as Window }));
}

beforeEach(() => {
  vi.useFakeTimers();
  storeUser({
    username: 'admin',
    role: 'superadmin',
    account: 'CDN0001',
    accountName: 'x',
    permissionList: [],
    accountChild: [],
  });
});
afterEach(() => vi.useRealTimers());

const sent = () => ({ type: 'userInfo', userInfo: sessionStorage.getItem('userInfo') });

describe('the API portal hand-off', () => {
  it('cuts the opener before the portal loads, then posts the user info to its exact origin after a second', () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab as unknown as Window);
    openApiPortal(`${portal}/console?x=1`, open);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(`${portal}/console?x=1`);
    vi.advanceTimersByTime(API_PORTAL_POST_DELAY_MS - 1);
    expect(tab.postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tab.postMessage).toHaveBeenCalledWith(sent(), portal);
  });

  it('posts again for a slow portal until it answers received, and never to another origin', () => {
    const tab = fakeTab();
    openApiPortal(`${portal}/`, () => tab as unknown as Window);
    vi.advanceTimersByTime(2000);
    expect(tab.postMessage).toHaveBeenCalledTimes(2);
    portalMessage(tab, { type: 'received' });
    vi.advanceTimersByTime(30_000);
    expect(tab.postMessage).toHaveBeenCalledTimes(2);
    expect(tab.postMessage.mock.calls.every(([, origin]) => origin === portal)).toBe(true);
  });

  it("answers 'ready' from the portal's exact origin at once, and ignores it from anyone else", () => {
    const tab = fakeTab();
    openApiPortal(`${portal}/`, () => tab as unknown as Window);
    portalMessage(tab, { type: 'ready' }, 'https://evil.example');
    portalMessage({}, { type: 'ready' });
    expect(tab.postMessage).not.toHaveBeenCalled();
    portalMessage(tab, { type: 'ready' });
    expect(tab.postMessage).toHaveBeenCalledWith(sent(), portal);
  });

  it('posts nothing when the tab could not be opened', () => {
    expect(() => openApiPortal(`${portal}/`, () => null)).not.toThrow();
  });
});
