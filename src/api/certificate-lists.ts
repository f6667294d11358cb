// The certificate lists (their scopes: certificate-scopes.ts). The certificates area and the certificates-by-risk
// card (shown by the overview too) read them.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { callApi, type ApiData, type ApiInput } from './call';
import { operationKey } from './query';

/** A certificate as the lists answer it (no private key). */
export type CertificateRow = NonNullable<ApiData<'listCertificatesByAccount'>>[number];

/** The four calls that list certificates. */
export type ListOperation =
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
