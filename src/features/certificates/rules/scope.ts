// Which certificate lists a user may see (specification 002 §6, §7.1): 2 current account (default),
// 4 sub accounts ('child'), 3 all accounts ('all'); each scope needs the permission of the call it makes.
import { canCall, type PermissionHolder } from '@/api/permissions';

export type CertificateScope = 2 | 3 | 4;

export const CURRENT_ACCOUNT: CertificateScope = 2;
export const ALL_ACCOUNTS: CertificateScope = 3;
export const SUB_ACCOUNTS: CertificateScope = 4;

export function allowedScopes(user: PermissionHolder): CertificateScope[] {
  const scopes: CertificateScope[] = [CURRENT_ACCOUNT];
  if (canCall(user, 'listCertificatesByUsername')) scopes.push(SUB_ACCOUNTS);
  if (canCall(user, 'listAllCertificates')) scopes.push(ALL_ACCOUNTS);
  return scopes;
}

/** The scope asked for if the user may see it, else the current account. */
export const effectiveScope = (user: PermissionHolder, wanted: CertificateScope): CertificateScope =>
  allowedScopes(user).includes(wanted) ? wanted : CURRENT_ACCOUNT;

/** Only the all-accounts scope shows the account column. */
export const showsAccountColumn = (scope: CertificateScope) => scope === ALL_ACCOUNTS;
