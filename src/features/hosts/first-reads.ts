// The host overview's first reads (src/api/first-reads.ts): the count and both lists, or the count and the
// full-text search when a text is searched (their inputs: read-inputs.ts). Light on purpose: the early script
// bundles it.
import { firstReads, read } from '@/api/first-reads';
import { allCustomsInput, fulltextInput } from './read-inputs';
import { hostOverviewSearchSchema } from './search';

export const hostOverviewReads = firstReads(
  hostOverviewSearchSchema,
  read('countHosts', ({ user }) => allCustomsInput(user)),
  read('listVpsHosts', ({ search, user }) => (search.q ? undefined : allCustomsInput(user))),
  read('listServerHosts', ({ search, user }) => (search.q ? undefined : allCustomsInput(user))),
  read('searchHostsFulltext', ({ search, user }) => (search.q ? fulltextInput(user, search.q) : undefined)),
);
