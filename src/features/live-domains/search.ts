// The live-domain list's search params: the filters and the page live in the URL.
import * as z from 'zod/mini';
import { pageParam, textParam } from '../../lib/search-params';

export const LIVE_DOMAIN_TYPES = ['push', 'pull'] as const;
export const LIVE_DOMAIN_STATUSES = ['enabled', 'disabled', 'configuring'] as const;

export const liveDomainSearchSchema = z.object({
  domain: textParam(100),
  type: z.catch(z.optional(z.enum(LIVE_DOMAIN_TYPES)), undefined),
  status: z.catch(z.optional(z.enum(LIVE_DOMAIN_STATUSES)), undefined),
  page: pageParam,
});

export type LiveDomainSearch = z.output<typeof liveDomainSearchSchema>;
