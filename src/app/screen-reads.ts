// The screens whose first reads the script run before the entry sends (src/app/send-first-reads.ts), by address:
// each entry is the declaration its route's loader is written from (a test holds the two together). A screen
// missing here keeps a loader of its own, for the reason its route file gives.
import type { FirstReads } from '@/api/first-reads';
import type { landingOrder } from '@/api/screens';
import { certificateDetailsReads } from '@/features/certificates/first-reads';
import { domainListReads } from '@/features/domains/first-reads';
import { protectedIpReads } from '@/features/protected-ip/first-reads';
import { ipsetReads, websiteListReads, websiteRulesReads } from '@/features/website-protection/first-reads';

export const screenReads: Partial<Record<(typeof landingOrder)[number], FirstReads<object>>> = {
  '/cdn/domain': domainListReads,
  '/dcdn/website': websiteListReads,
  '/dcdn/websiteRules': websiteRulesReads,
  '/dcdn/ipset': ipsetReads,
  '/ipP/ipset': protectedIpReads,
  '/page/certificateDetails': certificateDetailsReads,
};
