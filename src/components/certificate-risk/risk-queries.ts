// The reads of the certificates-by-risk card, made through the contract's operations (the card is shown by the
// certificate and overview areas, so it belongs to neither): the certificates of the accounts the screen covers
// and the domains bound to each certificate at risk (their traffic: week-traffic-query.ts). The card's frame
// starts the first of them while the rest of its code loads.
import { canCall } from '@/api/permissions';
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import { listQuery } from '@/api/certificate-lists';
import { accountOfValue } from '@/lib/account-tree';

export const accountCertificatesQuery = (account: string) =>
  listQuery('listCertificatesByAccount', { params: { query: { account } } });

/**
 * The certificate lists of the accounts a screen covers, as the account picker says them (a query's accounts:
 * picked leaves, '直属域名' entries standing for their account, or none for every account): every account's
 * in one read when the user may make it, else one read per account.
 */
export function certificateReads(user: SessionUser, accounts: readonly string[]) {
  if (accounts.length === 0 && canCall(user, 'listAllCertificates')) return [listQuery('listAllCertificates', {})];
  const covered = accounts.length > 0 ? accounts : user.account_all.split(',').filter(Boolean);
  const distinct = [...new Set(covered.map(accountOfValue))];
  return (distinct.length > 0 ? distinct : [user.account]).map(accountCertificatesQuery);
}

export const boundDomainsQuery = (id: number) =>
  apiQueryOptions(
    'getCertificateDetails',
    { params: { path: { id } } },
    { select: (data) => data.domains, staleTime: 5 * 60_000 },
  );
