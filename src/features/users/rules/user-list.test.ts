import { describe, expect, it } from 'vitest';
import type { SelfUser } from '../types';
import { withCreated, withDeleted, withEnabled, withPasswordChanged, withUpdated } from './user-list';

const user = (uid: string, createTime: string, extra: Partial<SelfUser> = {}): SelfUser => ({
  uid,
  username: `user${uid}`,
  account: 'CDN1024',
  enabled: true,
  createTime,
  permissions: ['portal:bill:view:*'],
  ...extra,
});

const list = [user('3', '2026-11-20 10:00:00'), user('2', '2026-10-01 09:00:00'), user('1', '2026-01-01 08:00:00')];
const uids = (users: SelfUser[]) => users.map((u) => u.uid);

describe('the user list follows the answers', () => {
  it.each([
    ['newest goes first', user('9', '2026-11-21 08:00:00'), ['9', '3', '2', '1']],
    ['an older one is sorted into place', user('9', '2026-05-05 08:00:00'), ['3', '2', '9', '1']],
    ['a repeated uid is not listed twice', user('2', '2026-11-22 08:00:00'), ['2', '3', '1']],
  ])('create: %s', (_, created, expected) => {
    expect(uids(withCreated(list, created))).toEqual(expected);
  });

  it.each([
    ['merges by uid', user('2', '2026-10-01 09:00:00', { email: 'a@b.cn' }), '2', { email: 'a@b.cn' }],
    ['leaves other entries alone', user('2', '2026-10-01 09:00:00', { username: 'x' }), '3', { username: 'user3' }],
  ])('update %s', (_, updated, uid, expected) => {
    expect(withUpdated(list, updated).find((u) => u.uid === uid)).toMatchObject(expected);
  });

  it.each([
    ['answer without permissions', { permissions: undefined }],
    ['answer with other permissions', { permissions: ['portal:*'] }],
  ])('enable keeps the permissions: %s', (_, extra) => {
    const answer = user('2', '2026-10-01 09:00:00', { enabled: false, ...extra });
    const entry = withEnabled(list, answer).find((u) => u.uid === '2');
    expect(entry).toMatchObject({ enabled: false, permissions: ['portal:bill:view:*'] });
  });

  it.each([
    ['removes by uid', '2', ['3', '1']],
    ['an unknown uid changes nothing', '7', ['3', '2', '1']],
  ])('delete %s', (_, uid, expected) => {
    expect(uids(withDeleted(list, uid))).toEqual(expected);
  });

  it.each([
    ['the entry of that username and account takes the new password', 'user2', 'CDN1024', { '2': 'N3w-passw0rd' }],
    ['the same username in another account is left alone', 'user2', 'CDN2048', {}],
    ['an unknown username changes nothing', 'nobody', 'CDN1024', {}],
  ])('password change: %s', (_, username, account, expected) => {
    const changed = withPasswordChanged(list, { username, account, password: 'N3w-passw0rd' });
    const passwords = Object.fromEntries(changed.filter((u) => u.password).map((u) => [u.uid, u.password]));
    expect(passwords).toEqual(expected);
  });
});
