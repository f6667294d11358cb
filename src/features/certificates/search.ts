// The certificate list's search params: everything a user chose lives in the URL (shareable, survives reload).
// zod/mini keeps the validators small; every param has a default or falls back to undefined when invalid.
import * as z from 'zod/mini';

const scope = z.catch(z._default(z.literal([2, 3, 4]), 2), 2);
const page = z.catch(z._default(z.int().check(z.gte(1)), 1), 1);
const day = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);

export const certificateListSearchSchema = z.object({
  scope,
  name: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(100))), undefined),
  start: day,
  end: day,
  sort: z.catch(z.optional(z.enum(['expiryAsc', 'expiryDesc'])), undefined),
  page,
});

export type CertificateListSearch = z.output<typeof certificateListSearchSchema>;

export const certificateDetailsSearchSchema = z.object({
  id: z.catch(z.int(), 0),
  /** The list page (and scope) to return to. */
  page,
  scope,
});
