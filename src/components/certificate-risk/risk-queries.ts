// The reads of the certificates-by-risk card, made through the contract's operations (the card is shown by the
// certificate and overview areas, so it belongs to neither): the account's certificates, the domains bound to
// each certificate at risk, and the traffic of those domains over the last 7 days (one total per certificate).
import { apiQueryOptions } from '@/api/query';
import { recentTrafficBody } from '@/lib/recent-traffic';

export const accountCertificatesQuery = (account: string) =>
  apiQueryOptions('listCertificatesByAccount', { params: { query: { account } } });

export const boundDomainsQuery = (id: number) =>
  apiQueryOptions(
    'getCertificateDetails',
    { params: { path: { id } } },
    { select: (data) => data.domains, staleTime: 5 * 60_000 },
  );

/** The bytes served for these domains in the 7 days ending at the last 5-minute boundary (daily points). */
export const weekTrafficQuery = (domains: readonly string[], account: string, now: Date) =>
  apiQueryOptions(
    'getServiceInfoTraffic',
    { body: recentTrafficBody(domains, account, now, 7, 'day') },
    { select: (data) => data.totalFlow, staleTime: 5 * 60_000 },
  );
