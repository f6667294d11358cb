// The certificate details' first read (src/api/first-reads.ts): the certificate the address names. Light on
// purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { certificateDetailsSearchSchema } from './search';

type Deps = { id: number };

export const certificateDetailsReads = firstReads<ReturnType<typeof certificateDetailsSearchSchema>, Deps>(
  certificateDetailsSearchSchema,
  read('getCertificateDetails', ({ search }: { search: Deps }) => ({ params: { path: { id: search.id } } })),
);
