import { describe, expect, it } from 'vitest';
import { sessionAccounts } from './session';

describe('sessionAccounts', () => {
  it.each([
    ['CDN1024,CDN2048', ['CDN1024', 'CDN2048']],
    [' CDN1024 , ,CDN2048,', ['CDN1024', 'CDN2048']],
    ['', []],
  ])('reads %j as %j', (accountAll, accounts) => {
    expect(sessionAccounts({ account_all: accountAll })).toEqual(accounts);
  });

  it('parses a session once and answers the same list after', () => {
    const user = { account_all: 'CDN1024,CDN2048' };
    expect(sessionAccounts(user)).toBe(sessionAccounts(user));
  });
});
