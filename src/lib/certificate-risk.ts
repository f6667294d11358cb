// Certificates by risk: those that expire within 30 days or have expired, most traffic first, so the
// certificate whose lapse would hurt most is replaced first. Our rules (the specification only colours the
// list): a certificate being deleted or cleared (logicDelete not 0) is no risk; traffic is that of the domains
// bound to it over the last 7 days; a certificate whose traffic is unknown comes after those whose traffic is
// known, and ties go to the one that expires first.

/** Days left below which a certificate is at risk (the list's orange warning, 002 §4). */
export const RISK_DAYS = 30;

export interface RiskCandidate {
  id: number;
  /** Whole days left; negative once expired. */
  validity: number;
  /** 0 for a certificate in use. */
  logicDelete: number;
}

export const isAtRisk = (certificate: RiskCandidate) =>
  certificate.logicDelete === 0 && certificate.validity < RISK_DAYS;

/** The certificates at risk, ordered by the traffic of their domains (bytes by id; undefined when unknown). */
export function orderByRisk<T extends RiskCandidate>(
  certificates: readonly T[],
  traffic: ReadonlyMap<number, number | undefined>,
): T[] {
  const known = (certificate: T) => traffic.get(certificate.id);
  return certificates.filter(isAtRisk).sort((a, b) => {
    const [ta, tb] = [known(a), known(b)];
    if (ta !== undefined && tb !== undefined && ta !== tb) return tb - ta;
    if (ta === undefined && tb !== undefined) return 1;
    if (tb === undefined && ta !== undefined) return -1;
    return a.validity - b.validity;
  });
}
