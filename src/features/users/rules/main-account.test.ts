import { describe, expect, it } from 'vitest';
import { isMainAccount } from './main-account';

describe('main customer account', () => {
  it.each([
    ['customer', true],
    ['superadmin', true],
    ['subaccount', false],
    ['SubAccount', false],
  ])('role %s: %s', (role, expected) => expect(isMainAccount({ role })).toBe(expected));
});
