// The lines screen's first reads (src/api/first-reads.ts): the account's lines, with its default line, and the
// line areas, whatever the period. The curves and tables of a period follow the page's clock, and the bandwidth
// the line the first answer picks: the page asks them. A file of its own: a module the area's screens share would
// be a file more for each of them. Light on purpose: the early script bundles it.
import { firstReads, read } from '@/api/first-reads';
import { linesSearchSchema } from './search';

/** The lines of the account, for the loader, the early script and the page alike. */
export const lineOptionsInput = (account: string) => ({ body: { account } });

export const linesReads = firstReads(
  linesSearchSchema,
  read('getLineInitOptions', ({ user }) => lineOptionsInput(user.account)),
  read('listLineAreas', () => ({})),
);
