// The certificate screens' first reads (src/api/first-reads.ts). Light on purpose: the early script bundles it.
//   - The list: the one call its filters and scope pick (a search when a filter is set, else the scope's own
//     list), for the scope the user may see (certificate-scopes.ts).
//   - The details: the certificate the address names.
import type { ApiInput } from '@/api/call';
import type { ListOperation } from '@/api/certificate-lists';
import { ALL_ACCOUNTS, effectiveScope, SUB_ACCOUNTS, type CertificateScope } from '@/api/certificate-scopes';
import { firstReads, read, type FirstRead } from '@/api/first-reads';
import type { SessionUser } from '@/api/session';
import { certificateDetailsSearchSchema, certificateListSearchSchema, type CertificateListSearch } from './search';

type ListSearch = Pick<CertificateListSearch, 'scope' | 'name' | 'start' | 'end'>;

/** The call of each list, with its input. */
type ListRequest = { [Id in ListOperation]: { operation: Id; input: ApiInput<Id> } }[ListOperation];

/** The call the list makes for its filters and a scope the user may see. */
export function certificateListRequest(
  user: SessionUser,
  search: Omit<ListSearch, 'scope'>,
  scope: CertificateScope,
): ListRequest {
  if (search.name || search.start || search.end) {
    const body = {
      name: search.name ?? '',
      startTime: search.start ? `${search.start} 00:00:00` : '',
      endTime: search.end ? `${search.end} 23:59:59` : '',
      userType: user.role,
      type: scope,
      username: user.username,
      account: user.account,
    };
    return { operation: 'searchCertificates', input: { body } };
  }
  if (scope === ALL_ACCOUNTS) return { operation: 'listAllCertificates', input: {} };
  if (scope === SUB_ACCOUNTS)
    return { operation: 'listCertificatesByUsername', input: { params: { query: { username: user.username } } } };
  return { operation: 'listCertificatesByAccount', input: { params: { query: { account: user.account } } } };
}

const listRead = (operation: ListRequest['operation']): FirstRead<ListSearch> => ({
  operation,
  input: ({ search, user, may }) => {
    const request = certificateListRequest(user, search, effectiveScope(may, search.scope));
    return request.operation === operation ? request.input : undefined;
  },
});

export const certificateListReads = firstReads<CertificateListSearch, ListSearch>(
  certificateListSearchSchema,
  listRead('searchCertificates'),
  listRead('listAllCertificates'),
  listRead('listCertificatesByUsername'),
  listRead('listCertificatesByAccount'),
);

type Deps = { id: number };

export const certificateDetailsReads = firstReads<ReturnType<typeof certificateDetailsSearchSchema>, Deps>(
  certificateDetailsSearchSchema,
  read('getCertificateDetails', ({ search }: { search: Deps }) => ({ params: { path: { id: search.id } } })),
);
