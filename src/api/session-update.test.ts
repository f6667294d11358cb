import { afterEach, describe, expect, it } from 'vitest';
import { decryptJson } from './cipher';
import { readUser, storeUser, USER_INFO_KEY, clearUser, type LoginUserInfo } from './session';
import { updateStoredUser } from './session-update';

const info = {
  username: 'ops',
  role: 'customer',
  account: 'CDN1',
  accountName: 'One',
  permissionList: [],
} as unknown as LoginUserInfo;

afterEach(() => clearUser());

describe('updateStoredUser', () => {
  it('stores the changed user, encrypted', async () => {
    await storeUser(info);
    expect(await updateStoredUser((user) => ({ ...user, account_all: 'CDN1,CDN1_01' }))).toBe(true);
    expect(readUser()?.account_all).toBe('CDN1,CDN1_01');
    const stored = sessionStorage.getItem(USER_INFO_KEY) ?? '';
    expect(stored).not.toContain('CDN1_01');
    expect(decryptJson<{ account_all: string }>(stored).account_all).toBe('CDN1,CDN1_01');
  });

  it('does nothing when no one is signed in', async () => {
    expect(await updateStoredUser((user) => user)).toBe(false);
    expect(sessionStorage.getItem(USER_INFO_KEY)).toBeNull();
  });
});
