import { describe, expect, it } from 'vitest';
import { autoLoginDue, checkPassword, checkUsername, claimAutoLogin, loginMessages } from './login-rules';

describe('login rules', () => {
  it.each([
    ['', loginMessages.usernameRequired],
    [' ', loginMessages.usernameSpaces],
    ['ad min', loginMessages.usernameSpaces],
    ['admin\t', loginMessages.usernameSpaces],
    ['admin', undefined],
  ])('username %j', (value, expected) => {
    expect(checkUsername(value)).toBe(expected);
  });

  it.each([
    ['', loginMessages.passwordRequired],
    ['   ', loginMessages.passwordSpaces],
    ['pass word', loginMessages.passwordSpaces],
    ['P@ssw0rd!', undefined],
  ])('password %j', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
  });

  it('allows automatic login on the first opening only', () => {
    expect([claimAutoLogin(), claimAutoLogin(), claimAutoLogin()]).toEqual([true, false, false]);
  });

  it('tells whether automatic login is due without counting the opening', () => {
    expect([autoLoginDue(), autoLoginDue()]).toEqual([true, true]);
    expect(claimAutoLogin()).toBe(true);
    expect(autoLoginDue()).toBe(false);
  });
});
