// The certificates at risk of the accounts a screen covers, with their bound domains and 7-day traffic, in the
// order of src/lib/certificate-risk.ts. Traffic is read only for a user who may read it; without it the order
// is by expiry alone.
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { isAtRisk, orderByRisk } from '@/lib/certificate-risk';
import { boundDomainsQuery, certificateReads } from './risk-queries';
import { weekTrafficQuery } from './week-traffic-query';

/** The certificates of the covered accounts as one list (a certificate listed twice counted once). */
export function useCoveredCertificates(user: SessionUser, accounts: readonly string[]) {
  return useQueries({
    queries: certificateReads(user, accounts),
    combine: (reads) => {
      const failed = reads.find((read) => read.isError);
      const rows = reads.flatMap((read) => read.data ?? []);
      return {
        data: reads.every((read) => read.data) ? [...new Map(rows.map((row) => [row.id, row])).values()] : undefined,
        isPending: reads.some((read) => read.isPending),
        isError: failed !== undefined,
        error: failed?.error,
        refetch: () => Promise.all(reads.filter((read) => read.isError).map((read) => read.refetch())),
      };
    },
  });
}

/** `accounts`: those the traffic is read for; `certificateAccounts`: those whose certificates are listed. */
export function useCertificateRisk(
  user: SessionUser,
  accounts: readonly string[],
  certificateAccounts: readonly string[],
) {
  const [now] = useState(() => new Date());
  const list = useCoveredCertificates(user, certificateAccounts);
  const risky = useMemo(() => (list.data ?? []).filter(isAtRisk), [list.data]);
  const domains = useQueries({ queries: risky.map((row) => boundDomainsQuery(row.id)) });
  const readsTraffic = canCall(user, 'getServiceInfoTraffic');
  // One read per set of bound domains (two certificates may serve the same ones).
  const domainSets = [
    ...new Set(domains.flatMap(({ data }) => (data && data.length > 0 ? [[...data].sort().join(',')] : []))),
  ];
  const traffic = useQueries({
    queries: readsTraffic ? domainSets.map((set) => weekTrafficQuery(set.split(','), accounts, now)) : [],
  });
  const trafficOf = (bound: readonly string[]) => traffic[domainSets.indexOf([...bound].sort().join(','))];

  const rows = risky.map((row, index) => {
    const bound = domains[index];
    // A certificate bound to no domain carries no traffic.
    const read = bound?.data && bound.data.length > 0 ? trafficOf(bound.data) : undefined;
    const known = bound?.data === undefined ? undefined : bound.data.length === 0 ? 0 : read?.data;
    return {
      ...row,
      domains: bound?.data,
      domainsFailed: bound?.isError ?? false,
      traffic: readsTraffic ? known : undefined,
      trafficFailed: read?.isError ?? false,
    };
  });
  const ordered = orderByRisk(rows, new Map(rows.map((row) => [row.id, row.traffic])));
  return { list, rows: ordered, readsTraffic };
}

export type RiskRow = ReturnType<typeof useCertificateRisk>['rows'][number];
