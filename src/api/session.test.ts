import { describe, expect, it } from 'vitest';
import { encryptJson } from './cipher';
import {
  clearSession,
  prepareStoredUser,
  readUser,
  storeUser,
  toSessionUser,
  USER_INFO_KEY,
  type LoginUserInfo,
} from './session';

const info: LoginUserInfo = {
  username: 'admin',
  role: 'superadmin',
  account: 'CDN0001',
  accountName: '运营中心',
  permissionList: ['portal:*'],
  accountChild: [
    {
      account: 'CDN1024',
      accountName: '星河视频',
      password: 'secret-hash',
      permissionList: ['portal:domain:view:*'],
      accountChild: [{ account: 'CDN1024_01', accountName: '星河视频华东', accountChild: [] }],
    },
    { account: 'CDN2048', accountName: '北辰电商' },
  ],
};

describe('session user', () => {
  it('builds the account tree without permissions or passwords', () => {
    expect(toSessionUser(info).treeData).toEqual([
      {
        value: 'CDN1024',
        title: '星河视频',
        children: [{ value: 'CDN1024_01', title: '星河视频华东', children: [] }],
      },
      { value: 'CDN2048', title: '北辰电商', children: [] },
    ]);
    expect(JSON.stringify(toSessionUser(info))).not.toContain('secret-hash');
  });

  it('joins the account and every descendant into account_all', () => {
    expect(toSessionUser(info).account_all).toBe('CDN0001,CDN1024,CDN1024_01,CDN2048');
  });

  it('stores the user encrypted and reads it back', async () => {
    await storeUser(info);
    expect(sessionStorage.getItem(USER_INFO_KEY)).not.toContain('admin');
    expect(readUser()?.username).toBe('admin');
  });

  it('reads nothing from a value that is not ours', async () => {
    sessionStorage.setItem(USER_INFO_KEY, '{"username":"forged"}');
    await prepareStoredUser();
    expect(readUser()).toBeNull();
  });

  it('reads a stored value changed since it last stored or read one only once it has decrypted it', async () => {
    await storeUser(info);
    sessionStorage.setItem(USER_INFO_KEY, encryptJson(toSessionUser({ ...info, username: 'ops' })));
    expect(() => readUser()).toThrow('before prepareStoredUser()');
    await prepareStoredUser();
    expect(readUser()?.username).toBe('ops');
  });

  it('clears user info, tab choices and, when asked, the language', async () => {
    await storeUser(info);
    sessionStorage.setItem('tab:analysis', 'hit');
    sessionStorage.setItem('lang', 'en');
    clearSession({ keepLanguage: false });
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('keeps the language on an ordinary logout', async () => {
    await storeUser(info);
    sessionStorage.setItem('lang', 'en');
    clearSession({ keepLanguage: true });
    expect(Object.keys(sessionStorage)).toEqual(['lang']);
  });
});
