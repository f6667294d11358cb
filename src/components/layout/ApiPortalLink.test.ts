import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeUser } from '../../api/session';
import { API_PORTAL_POST_DELAY_MS, openApiPortal } from './ApiPortalLink';

afterEach(() => vi.useRealTimers());

describe('openApiPortal', () => {
  it('posts the stored user info to the exact origin one second after opening', () => {
    vi.useFakeTimers();
    storeUser({
      username: 'admin',
      role: 'superadmin',
      account: 'CDN0001',
      accountName: 'x',
      permissionList: [],
      accountChild: [],
    });
    const postMessage = vi.fn();
    const open = vi.fn(() => ({ postMessage }) as unknown as Window);

    openApiPortal('https://api.portal.example/console?x=1', open);
    expect(open).toHaveBeenCalledWith('https://api.portal.example/console?x=1', '_blank');
    vi.advanceTimersByTime(API_PORTAL_POST_DELAY_MS - 1);
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'userInfo', userInfo: sessionStorage.getItem('userInfo') },
      'https://api.portal.example',
    );
  });

  it('posts nothing when the tab could not be opened', () => {
    vi.useFakeTimers();
    const open = vi.fn(() => null);
    expect(() => openApiPortal('https://api.portal.example/', open)).not.toThrow();
  });
});
