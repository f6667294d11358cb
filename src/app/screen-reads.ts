// The screens whose first reads the script run before the entry sends (src/app/send-first-reads.ts), by address:
// each entry is the declaration its route's loader is written from (a test holds the two together). A screen
// missing here keeps a loader of its own, for the reason its route file gives.
import type { FirstReads } from '@/api/first-reads';
import type { landingOrder } from '@/api/screens';
import { certificateDetailsReads } from '@/features/certificates/first-reads';
import { domainListReads } from '@/features/domains/first-reads';
import { liveDomainReads } from '@/features/live-domains/first-reads';
import { logFilesReads } from '@/features/logs/first-reads';
import { alertContactReads, alertRulesReads } from '@/features/monitoring/first-reads';
import { overviewReads } from '@/features/overview/first-reads';
import { protectedIpReads } from '@/features/protected-ip/first-reads';
import { prefetchTasksReads, purgeTasksReads } from '@/features/purge/first-reads';
import { serviceInfoReads } from '@/features/traffic/first-reads';
import { domainGroupReads, userListReads } from '@/features/users/first-reads';
import { ipsetReads, websiteListReads, websiteRulesReads } from '@/features/website-protection/first-reads';

export const screenReads: Partial<Record<(typeof landingOrder)[number], FirstReads<object>>> = {
  '/cdn/newoverview': overviewReads,
  '/cdn/newserviceinfo': serviceInfoReads,
  '/cdn/domain': domainListReads,
  '/cdn/newsearchTask': purgeTasksReads,
  '/cdn/newlog': logFilesReads,
  '/cdn/prefetchTask': prefetchTasksReads,
  '/cdn/liveDomain': liveDomainReads,
  '/dcdn/website': websiteListReads,
  '/dcdn/websiteRules': websiteRulesReads,
  '/dcdn/ipset': ipsetReads,
  '/ipP/ipset': protectedIpReads,
  '/CMonit/alertRules': alertRulesReads,
  '/CMonit/alertContact': alertContactReads,
  '/page/user': userListReads,
  '/page/userAccount': domainGroupReads,
  '/page/certificateDetails': certificateDetailsReads,
};
