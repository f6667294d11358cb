// The host lists' first read (src/api/first-reads.ts): a keyword searches the details, an area alone the area
// search, else the list of the screen's kind (their inputs: read-inputs.ts). A file of its own, so that the host
// overview does not load it, nor the lists the overview's. Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { areaSearchInput, detailSearchInput, kindListInput } from './read-inputs';
import { hostListSearchSchema } from './search';
import type { HostKind } from './types';

const hostListReads = (kind: HostKind) =>
  firstReads(
    hostListSearchSchema,
    read('searchHostDetails', ({ search, user }) => (search.q ? detailSearchInput(user, kind, search) : undefined)),
    read('searchHostsByArea', ({ search, user }) =>
      !search.q && search.area ? areaSearchInput(user, kind, search) : undefined,
    ),
    read('listHostDetails', ({ search, user }) =>
      search.q || search.area ? undefined : kindListInput(user, kind, search),
    ),
  );

export const cloudHostReads = hostListReads('vps');
export const dedicatedHostReads = hostListReads('server');
