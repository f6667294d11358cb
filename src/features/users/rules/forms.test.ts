import { describe, expect, it } from 'vitest';
import { messages } from '@/api/error-messages';
import { fieldMessage } from '@/lib/field-message';
import { accountMessages } from './checks';
import { domainGroupFormSchema, passwordFormSchema, userFormSchema } from './forms';

const problems = async (
  schema: { safeParseAsync(v: unknown): Promise<{ error?: { issues: { path: PropertyKey[]; message: string }[] } }> },
  value: unknown,
) =>
  Object.fromEntries(
    ((await schema.safeParseAsync(value)).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

const user = { username: 'new_user', email: '', account: 'CDN1024', password: '12345678', confirmation: '12345678' };

describe('form schemas', () => {
  it.each([
    ['a valid new user', {}, {}],
    ['a used name', { username: 'xinghe_dev' }, { username: fieldMessage(messages.usernameUsed) }],
    [
      'a short password',
      { password: 'short', confirmation: 'short' },
      { password: fieldMessage(messages.invalidPassword) },
    ],
    [
      'a different confirmation',
      { confirmation: '12345679' },
      { confirmation: fieldMessage(messages.newPasswordMismatch) },
    ],
    ['no account', { account: '' }, { account: fieldMessage(messages.accountEmpty) }],
    ['a bad email', { email: 'x@' }, { email: fieldMessage(messages.emailFormatError) }],
  ])('create: %s', async (_, patch, expected) => {
    const schema = userFormSchema({ takenUsernames: ['xinghe_dev'], creating: true });
    expect(await problems(schema, { ...user, ...patch })).toEqual(expected);
  });

  it('edit: neither the name nor a password is checked', async () => {
    const schema = userFormSchema({ takenUsernames: ['xinghe_dev'], creating: false });
    expect(await problems(schema, { ...user, username: 'xinghe_dev', password: '', confirmation: 'x' })).toEqual({});
  });

  it.each([
    ['a valid change', {}, {}],
    [
      'the same password',
      { password: 'old-password', confirmation: 'old-password' },
      { password: fieldMessage(accountMessages.passwordSame) },
    ],
    ['no current password', { current: '' }, { current: fieldMessage(accountMessages.currentEmpty) }],
    ['a mismatch', { confirmation: 'other-pass' }, { confirmation: fieldMessage(messages.newPasswordMismatch) }],
  ])('password change: %s', async (_, patch, expected) => {
    const value = { current: 'old-password', password: 'new-password', confirmation: 'new-password', ...patch };
    expect(await problems(passwordFormSchema, value)).toEqual(expected);
  });

  it.each([
    ['a valid group', true, {}, {}],
    ['a taken identifier', true, { identity: 'CDN1024_01' }, { identity: fieldMessage(messages.identifyExists) }],
    [
      'an identifier with a hyphen',
      true,
      { identity: 'CDN1024-05' },
      { identity: fieldMessage(accountMessages.identifierChars) },
    ],
    ['an edit keeps its identifier', false, { identity: 'CDN1024_01' }, {}],
    ['no email', true, { email: '' }, { email: fieldMessage(accountMessages.emailEmpty) }],
    ['no company', false, { companyName: '' }, { companyName: fieldMessage(accountMessages.companyEmpty) }],
  ])('domain group: %s', async (_, adding, patch, expected) => {
    const schema = domainGroupFormSchema({ existing: ['CDN1024_01'], adding });
    const value = { identity: 'CDN1024_05', companyName: '星河视频西北', email: 'xibei@xinghe-video.com', ...patch };
    expect(await problems(schema, value)).toEqual(expected);
  });
});
