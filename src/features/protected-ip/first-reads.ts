// The protected IP list's first read (src/api/first-reads.ts): the whole list, whatever the filters (they apply
// in the browser). Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { ipsetSearchSchema } from './search';

export const protectedIpReads = firstReads(
  ipsetSearchSchema,
  read('listProtectedIps', () => ({})),
);
