// The certificate screens' search params, from the shared param schemas: everything a user chose lives in
// the URL (shareable, survives a reload); an invalid value falls back to its default.
import {
  dayParam,
  idParam,
  intParam,
  oneOf,
  pageParam,
  searchSchema,
  sortParam,
  textParam,
  type SearchOf,
} from '@/lib/search-params';

const scope = oneOf([2, 3, 4], 2);

export const certificateListSearchSchema = searchSchema({
  scope,
  name: textParam(100),
  start: dayParam,
  end: dayParam,
  /** The list sorts by expiry only. */
  sort: sortParam(['afterDate']),
  page: pageParam,
  /** A certificate to replace: the list opens an upload bound to its domains (the certificates at risk). */
  replace: idParam,
});

export type CertificateListSearch = SearchOf<typeof certificateListSearchSchema>;

export const certificateDetailsSearchSchema = searchSchema({
  id: intParam(0),
  /** The list page (and scope) to return to. */
  page: pageParam,
  scope,
});
