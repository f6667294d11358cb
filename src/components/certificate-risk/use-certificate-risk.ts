// The certificates at risk of an account, with their bound domains and 7-day traffic, in the order of
// src/lib/certificate-risk.ts. Traffic is read only for a user who may read it; without it the order is by
// expiry alone.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { isAtRisk, orderByRisk } from '@/lib/certificate-risk';
import { accountCertificatesQuery, boundDomainsQuery } from './risk-queries';
import { weekTrafficQuery } from './week-traffic-query';

export function useCertificateRisk(user: SessionUser) {
  const [now] = useState(() => new Date());
  const list = useQuery(accountCertificatesQuery(user.account));
  const risky = useMemo(() => (list.data ?? []).filter(isAtRisk), [list.data]);
  const domains = useQueries({ queries: risky.map((row) => boundDomainsQuery(row.id)) });
  const readsTraffic = canCall(user, 'getServiceInfoTraffic');
  // One read per set of bound domains (two certificates may serve the same ones).
  const domainSets = [
    ...new Set(domains.flatMap(({ data }) => (data && data.length > 0 ? [[...data].sort().join(',')] : []))),
  ];
  const traffic = useQueries({
    queries: readsTraffic ? domainSets.map((set) => weekTrafficQuery(set.split(','), user.account, now)) : [],
  });
  const bytesOf = (bound: readonly string[]) => traffic[domainSets.indexOf([...bound].sort().join(','))]?.data;

  const rows = risky.map((row, index) => {
    const bound = domains[index];
    // A certificate bound to no domain carries no traffic.
    const known = bound?.data === undefined ? undefined : bound.data.length === 0 ? 0 : bytesOf(bound.data);
    return {
      ...row,
      domains: bound?.data,
      domainsFailed: bound?.isError ?? false,
      traffic: readsTraffic ? known : undefined,
    };
  });
  const ordered = orderByRisk(rows, new Map(rows.map((row) => [row.id, row.traffic])));
  return { list, rows: ordered, readsTraffic };
}

export type RiskRow = ReturnType<typeof useCertificateRisk>['rows'][number];
