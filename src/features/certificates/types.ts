export type { CertificateRow } from '@/api/certificate-lists';
