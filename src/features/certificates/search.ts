// The certificate list's search params: everything a user chose lives in the URL (shareable, survives reload).
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const certificateListSearchSchema = z.object({
  scope: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(2)
    .catch(2),
  name: z.string().trim().max(100).optional().catch(undefined),
  start: day.optional().catch(undefined),
  end: day.optional().catch(undefined),
  sort: z.enum(['expiryAsc', 'expiryDesc']).optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
});

export type CertificateListSearch = z.output<typeof certificateListSearchSchema>;

export const certificateDetailsSearchSchema = z.object({
  id: z.number().int().catch(0),
  /** The list page (and scope) to return to. */
  page: z.number().int().min(1).default(1).catch(1),
  scope: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .default(2)
    .catch(2),
});
