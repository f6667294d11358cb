// The script run before the entry reads the stored user and encrypts a read's input by the browser's AES
// (Node's Web Crypto standing in for it): the user the entry reads, the cipher text the entry's cipher gives,
// and no session where the entry would find none.
import { webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { encryptJson, encryptText } from './cipher';
import { readEarlySession } from './early-session';
import { storeUser, toSessionUser, USER_INFO_KEY, type LoginUserInfo } from './session';

const login = exampleData('login', 'customer') as LoginUserInfo;

beforeEach(() => {
  vi.stubGlobal('crypto', webcrypto);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the session before the entry', () => {
  it('is the stored user, as the entry reads it', async () => {
    await storeUser(login);
    expect((await readEarlySession())?.user).toEqual(toSessionUser(login));
  });

  it('encrypts as the entry’s cipher does', async () => {
    await storeUser(login);
    const session = await readEarlySession();
    const body = JSON.stringify({ account: login.account, note: '星河视频 é €😀' });
    expect(await session?.encryptText(body)).toBe(encryptText(body));
  });

  it.each([
    ['no stored user', undefined],
    ['a value that is not cipher text', 'not base64 %%'],
    ['a value encrypted with another key', encryptJson(toSessionUser(login), 'another-key-1234')],
    ['a value that is not a user', encryptJson({ username: 'x' })],
  ])('is none for %s (the session has ended)', async (_, stored) => {
    if (stored !== undefined) sessionStorage.setItem(USER_INFO_KEY, stored);
    expect(await readEarlySession()).toBeUndefined();
  });

  it('is none where the browser offers no AES (outside a secure context)', async () => {
    await storeUser(login);
    vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
    expect(await readEarlySession()).toBeUndefined();
  });
});
