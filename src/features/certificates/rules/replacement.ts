// Replacing a certificate (the certificates at risk): a new certificate and key are uploaded and bound to the
// domains the old one serves. Names are unique within an account (002 §5.1) and the old certificate keeps its
// name until it is deleted, so the new one is offered the old name followed by the day of the upload; the
// customer may change it.
import type { CertificateRow } from '../types';

export interface ReplaceTarget {
  /** The certificate being replaced. */
  id: number;
  name: string;
  /** The account the new certificate is uploaded to: the old one's. */
  account: string;
  /** The domains bound to the old certificate: the new one is bound to them. */
  domains: readonly string[];
}

/** The name offered for the new certificate: the old name and the day ('图片域名证书 2026-11-29'). */
export const replacementName = (oldName: string, day: string) => `${oldName.trim()} ${day}`;

/**
 * The certificate the upload created: the account's certificate of that name (names are unique in an account;
 * the newest when a list still holds an older one being deleted).
 */
export function uploadedCertificate(rows: readonly Pick<CertificateRow, 'id' | 'name'>[], name: string) {
  const matches = rows.filter((row) => row.name.trim() === name.trim());
  return matches.length === 0 ? undefined : Math.max(...matches.map((row) => row.id));
}
