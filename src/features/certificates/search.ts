// The certificate screens' search params, from the shared param schemas: everything a user chose lives in
// the URL (shareable, survives a reload); an invalid value falls back to its default.
import * as z from 'zod/mini';
import { dayParam, pageParam, sortParam, textParam } from '../../lib/search-params';

const scope = z.catch(z._default(z.literal([2, 3, 4]), 2), 2);

export const certificateListSearchSchema = z.object({
  scope,
  name: textParam(100),
  start: dayParam,
  end: dayParam,
  /** The list sorts by expiry only. */
  sort: sortParam(['afterDate']),
  page: pageParam,
});

export type CertificateListSearch = z.output<typeof certificateListSearchSchema>;

export const certificateDetailsSearchSchema = z.object({
  id: z.catch(z.int(), 0),
  /** The list page (and scope) to return to. */
  page: pageParam,
  scope,
});
