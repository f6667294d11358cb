import { describe, expect, it } from 'vitest';
import { messages } from '@/api/error-messages';
import {
  accountMessages,
  checkAccount,
  checkCompany,
  checkConfirmation,
  checkDiffers,
  checkEmail,
  checkIdentifier,
  checkPassword,
  checkUsername,
} from './checks';

describe('account centre field rules', () => {
  it.each([
    ['', accountMessages.usernameEmpty],
    ['  ', accountMessages.usernameEmpty],
    ['xinghe_dev', messages.usernameUsed],
    ['XINGHE_DEV ', messages.usernameUsed],
    ['xinghe_new', undefined],
  ])('username %j', (name, expected) => expect(checkUsername(name, ['xinghe_dev', 'xinghe_ops'])).toBe(expected));

  it.each([
    ['', false, undefined],
    ['', true, accountMessages.emailEmpty],
    ['ops@xinghe-video.com', true, undefined],
    ['ops@xinghe', true, messages.emailFormatError],
    ['ops xinghe@video.com', false, messages.emailFormatError],
    ['@video.com', false, messages.emailFormatError],
  ])('email %j (required %s)', (email, required, expected) => expect(checkEmail(email, required)).toBe(expected));

  it.each([
    ['', messages.accountEmpty],
    ['CDN1024', undefined],
  ])('account %j', (account, expected) => expect(checkAccount(account)).toBe(expected));

  it.each([
    ['', messages.invalidPassword],
    ['1234567', messages.invalidPassword],
    ['12345678', undefined],
    ['1234 5678', messages.invalidPassword],
    ['Xh@2024newpass', undefined],
  ])('password %j', (password, expected) => expect(checkPassword(password)).toBe(expected));

  it.each([
    ['Xh@2024newpass', 'Xh@2024newpass', undefined],
    ['Xh@2024newpass', 'Xh@2024newpas', messages.newPasswordMismatch],
    ['Xh@2024newpass', '', messages.newPasswordMismatch],
  ])('confirmation of %j: %j', (password, confirmation, expected) =>
    expect(checkConfirmation(password, confirmation)).toBe(expected),
  );

  it.each([
    ['old-password', 'old-password', accountMessages.passwordSame],
    ['old-password', 'new-password', undefined],
    ['', 'new-password', undefined],
  ])('new password differs from %j: %j', (current, next, expected) =>
    expect(checkDiffers(current, next)).toBe(expected),
  );

  it.each([
    ['', accountMessages.identifierEmpty],
    ['CDN1024-04', accountMessages.identifierChars],
    ['CDN 1024', accountMessages.identifierChars],
    ['星河', accountMessages.identifierChars],
    ['CDN1024_01', messages.identifyExists],
    ['cdn1024_01', messages.identifyExists],
    ['CDN1024_04', undefined],
    ['abc_123', undefined],
  ])('identifier %j', (identity, expected) => expect(checkIdentifier(identity, ['CDN1024_01'])).toBe(expected));

  it.each([
    ['', accountMessages.companyEmpty],
    [' ', accountMessages.companyEmpty],
    ['星河视频西南', undefined],
  ])('company name %j', (name, expected) => expect(checkCompany(name)).toBe(expected));
});
