import { describe, expect, it } from 'vitest';
import { visibleLiveDomains } from './visibility';

const domains = [
  { id: 1, customer: 'CDN1024', belongDomainGroup: 'CDN1024' },
  { id: 2, customer: 'CDN1024_01', belongDomainGroup: 'CDN1024' },
  { id: 3, customer: 'CDN1024', belongDomainGroup: 'GROUP-X' },
  { id: 4, customer: 'CDN2048', belongDomainGroup: 'CDN2048' },
  { id: 5, customer: 'CDN10240', belongDomainGroup: 'CDN10240' },
];
const user = (role: string, account: string) => ({ role, account, permissionList: [] });

describe('visible live domains', () => {
  it.each([
    ['superadmin sees every live domain', user('superadmin', 'CDN0001'), [1, 2, 3, 4, 5]],
    ['a customer sees those of its customer or its domain group', user('customer', 'CDN1024'), [1, 2, 3]],
    ['another customer sees only its own', user('customer', 'CDN2048'), [4]],
    ['a sub-account sees those it owns, not its parent group', user('subaccount', 'CDN1024_01'), [2]],
    ["a role that only begins with 'super' is not superadmin", user('superviewer', 'CDN2048'), [4]],
    ['an account matching nothing sees nothing', user('customer', 'CDN9999'), []],
    ['equality, not a prefix: CDN1024 does not see CDN10240', user('customer', 'CDN10240'), [5]],
  ])('%s', (_name, who, ids) => {
    expect(visibleLiveDomains(who, domains).map((domain) => domain.id)).toEqual(ids);
  });
});
