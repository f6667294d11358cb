import type { ApiData } from '@/api/call';

/** A certificate as the lists answer it (no private key). */
export type CertificateRow = NonNullable<ApiData<'listCertificatesByAccount'>>[number];
