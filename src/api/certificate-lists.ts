// Which certificate lists a user may see (specification 002 §6, §7.1): 2 current account (default),
// 4 sub accounts ('child'), 3 all accounts ('all'); each scope needs the permission of the call it makes.
// The certificates area and the certificates-by-risk card (shown by the overview too) read these lists.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { callApi, type ApiData, type ApiInput } from './call';
import { canCall, type PermissionHolder } from './permissions';
import { operationKey } from './query';

/** A certificate as the lists answer it (no private key). */
export type CertificateRow = NonNullable<ApiData<'listCertificatesByAccount'>>[number];

type ListOperation =
  'searchCertificates' | 'listAllCertificates' | 'listCertificatesByUsername' | 'listCertificatesByAccount';

/**
 * The four list calls answer the same rows; one options type lets the page, the loader and the certificates at
 * risk treat them alike.
 */
export function listQuery<Id extends ListOperation>(id: Id, input: ApiInput<Id>) {
  return queryOptions({
    queryKey: operationKey(id, input) as QueryKey,
    queryFn: ({ signal }) => callApi(id, input, signal) as Promise<CertificateRow[]>,
  });
}

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
