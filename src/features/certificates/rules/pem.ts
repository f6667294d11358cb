// Reads a pasted PEM certificate in the browser before it is sent: subject, DNS names, expiry.
// The ASN.1 library loads only with the upload dialog (dynamic import), never with the list.
import { msg } from '@lingui/core/macro';
import { EXPIRY_WARNING_DAYS } from './expiry';

export const pemMessages = {
  certificateRequired: msg`Paste the certificate (PEM)`,
  privateKeyRequired: msg`Paste the private key (PEM)`,
  notPem: msg`This is not a PEM certificate (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----)`,
  acceptShortValidity: msg`This certificate is valid for fewer than 30 more days: tick the box to upload it anyway`,
  expired: msg`The certificate has already expired`,
  notPrivateKey: msg`This is not a PEM private key (-----BEGIN PRIVATE KEY----- … -----END PRIVATE KEY-----)`,
};

export interface PemSummary {
  subject: string;
  issuer: string;
  dnsNames: string[];
  notBefore: Date;
  notAfter: Date;
  daysLeft: number;
}

const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/;
const PRIVATE_KEY_BLOCK =
  /^-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----[\s\S]+-----END (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----$/;

const attributeNames: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
};

function decodeBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

type Name = Iterable<Iterable<{ type: string; value: { toString(): string } }>>;

function formatName(name: Name): string {
  return [...name]
    .flatMap((rdn) => [...rdn])
    .map((attribute) => `${attributeNames[attribute.type] ?? attribute.type}=${attribute.value.toString()}`)
    .join(', ');
}

export type PemResult = { ok: true; summary: PemSummary } | { ok: false; error: typeof pemMessages.notPem };

/**
 * Parses the first certificate of a PEM chain. Text that is not a PEM certificate, and a certificate already
 * expired, are refused; one valid for fewer than 30 more days is read (see `expiresSoon`): 002 gives 'at least
 * 30 days' as a hint, so the user is warned and may upload it anyway.
 */
export async function readPemCertificate(text: string, now: Date = new Date()): Promise<PemResult> {
  if (!text.trim()) return { ok: false, error: pemMessages.certificateRequired };
  const block = CERTIFICATE_BLOCK.exec(text.trim());
  const base64 = block?.[1];
  const der = base64 === undefined ? undefined : decodeBase64(base64);
  if (!der) return { ok: false, error: pemMessages.notPem };
  const [{ AsnConvert }, x509] = await Promise.all([import('@peculiar/asn1-schema'), import('@peculiar/asn1-x509')]);
  let summary: PemSummary;
  try {
    const { tbsCertificate: tbs } = AsnConvert.parse(der, x509.Certificate);
    const sanExtension = tbs.extensions?.find((extension) => extension.extnID === x509.id_ce_subjectAltName);
    const san = sanExtension ? AsnConvert.parse(sanExtension.extnValue, x509.SubjectAlternativeName) : [];
    const notAfter = tbs.validity.notAfter.getTime();
    summary = {
      subject: formatName(tbs.subject),
      issuer: formatName(tbs.issuer),
      dnsNames: san.flatMap((name) => (name.dNSName ? [name.dNSName] : [])),
      notBefore: tbs.validity.notBefore.getTime(),
      notAfter,
      daysLeft: Math.floor((notAfter.getTime() - now.getTime()) / 86_400_000),
    };
  } catch {
    return { ok: false, error: pemMessages.notPem };
  }
  if (summary.daysLeft < 0) return { ok: false, error: pemMessages.expired };
  return { ok: true, summary };
}

/** A readable certificate valid for fewer than 30 more days: a warning the user may accept, not a refusal. */
export const expiresSoon = (summary: PemSummary) => summary.daysLeft < EXPIRY_WARNING_DAYS;

export const looksLikePrivateKey = (text: string) => PRIVATE_KEY_BLOCK.test(text.trim());
