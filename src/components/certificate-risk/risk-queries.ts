// The reads of the certificates-by-risk card, made through the contract's operations (the card is shown by the
// certificate and overview areas, so it belongs to neither): the account's certificates and the domains bound to
// each certificate at risk (their traffic: week-traffic-query.ts). The card's frame starts the first of them
// while the rest of its code loads.
import { apiQueryOptions } from '@/api/query';

export const accountCertificatesQuery = (account: string) =>
  apiQueryOptions('listCertificatesByAccount', { params: { query: { account } } });

export const boundDomainsQuery = (id: number) =>
  apiQueryOptions(
    'getCertificateDetails',
    { params: { path: { id } } },
    { select: (data) => data.domains, staleTime: 5 * 60_000 },
  );
