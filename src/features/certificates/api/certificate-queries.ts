// Query options of the certificate area. Keys come from the contract's operations (src/api/query), so the
// mutations' x-invalidates reach exactly these caches.
import type { ApiBody, ApiInput } from '@/api/call';
import { apiQueryOptions } from '@/api/query';
import type { SessionUser } from '@/api/session';
import type { CertificateListSearch } from '../search';
import { stillDeleting } from '../rules/lifecycle';
import { listQuery, type CertificateRow } from '@/api/certificate-lists';
import type { CertificateScope } from '@/api/certificate-scopes';
import { certificateListRequest } from '../first-reads';

/** The certificates the list shows: the call its filters and scope pick (certificateListRequest). */
export function certificateListQuery(
  user: SessionUser,
  search: Pick<CertificateListSearch, 'name' | 'start' | 'end'>,
  scope: CertificateScope,
) {
  const { operation, input } = certificateListRequest(user, search, scope);
  return listQuery(operation, input as ApiInput<typeof operation>);
}

export const certificateNamesQuery = (account: string) =>
  apiQueryOptions('listCertificateNames', { params: { query: { account } } });

export const certificateDetailsQuery = (id: number) =>
  apiQueryOptions('getCertificateDetails', { params: { path: { id } } });

export const certificateProvidersQuery = (id: number) =>
  apiQueryOptions('getCertificateProviderDetails', { params: { path: { id } } });

export const DELETING_POLL_MS = 3000;

/** The progress of a deleting certificate, polled for as long as the lifecycle rule says the row is deleting. */
export const deletingStatusQuery = (id: number) => ({
  ...apiQueryOptions('getCertificateDeletingStatus', { params: { path: { id } } }),
  staleTime: 0,
  refetchInterval: (query: { state: { data?: { operationStatus: number } } }) =>
    query.state.data && stillDeleting(query.state.data.operationStatus) ? DELETING_POLL_MS : false,
});

/**
 * The bound and bindable domains of a certificate: the row's fields the request names plus the scope code as
 * `type`. Each field is named, not spread (a field the list answer gains must not travel to the server), and
 * `satisfies` refuses one the request schema does not name.
 */
export function matchDomainsQuery(row: CertificateRow, scope: CertificateScope) {
  const { id, name, subjectName, brand, account, createTime, beforeDate, afterDate, validity, logicDelete } = row;
  const { shareAccount, publicKey, user } = row;
  const body = {
    id,
    name,
    subjectName,
    brand,
    account,
    createTime,
    beforeDate,
    afterDate,
    validity,
    logicDelete,
    shareAccount,
    publicKey,
    user,
    type: scope,
  } satisfies ApiBody<'matchCertificateDomains'>;
  return apiQueryOptions('matchCertificateDomains', { body });
}
