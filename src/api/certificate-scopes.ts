// Which certificate lists a user may see (specification 002 §6, §7.1): 2 current account (default), 4 sub accounts
// ('child'), 3 all accounts ('all'); each scope needs the permission of the call it makes. Asked through `may`
// (whether the user may make a call), so that the certificate list's first reads, which the early script bundles,
// follow the same rule without the contract's table (src/api/first-reads.ts).
import type { QueryId } from './query';

export type CertificateScope = 2 | 3 | 4;

export const CURRENT_ACCOUNT: CertificateScope = 2;
export const ALL_ACCOUNTS: CertificateScope = 3;
export const SUB_ACCOUNTS: CertificateScope = 4;

/** Whether the user may make a call (src/api/permissions.ts, canCall). */
export type MayCall = (operation: QueryId) => boolean;

export function allowedScopes(may: MayCall): CertificateScope[] {
  const scopes: CertificateScope[] = [CURRENT_ACCOUNT];
  if (may('listCertificatesByUsername')) scopes.push(SUB_ACCOUNTS);
  if (may('listAllCertificates')) scopes.push(ALL_ACCOUNTS);
  return scopes;
}

/** The scope asked for if the user may see it, else the current account. */
export const effectiveScope = (may: MayCall, wanted: CertificateScope): CertificateScope =>
  allowedScopes(may).includes(wanted) ? wanted : CURRENT_ACCOUNT;

/** Only the all-accounts scope shows the account column. */
export const showsAccountColumn = (scope: CertificateScope) => scope === ALL_ACCOUNTS;
