// The first read of the website list and of the IP sets (src/api/first-reads.ts): the websites, whatever the
// filters (they apply in the browser). Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { ipsetSearchSchema, websiteListSearchSchema } from './search';

const websites = read('listWebsites', () => ({}));

export const websiteListReads = firstReads(websiteListSearchSchema, websites);

export const ipsetReads = firstReads(ipsetSearchSchema, websites);
