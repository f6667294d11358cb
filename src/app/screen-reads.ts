// The screens whose first reads the script run before the entry sends (src/app/send-first-reads.ts), by address:
// each entry is the declaration its route's loader is written from (a test holds the two together). The build
// bundles into each screen's page the script with that screen's declaration only (scripts/lib/screen-files.mjs).
// A screen missing here keeps a loader of its own, for the reason its route file gives. Where a screen is over its
// floor's goal already, its script (3.6 kB gzip for the IP dashboards, 4.1 to 4.4 kB for the analyses, which work
// out the user's accounts, the period and the analysis filter) is kept anyway: the first read goes out a round trip
// earlier on a cold load (docs/performance.md has the sizes).
import type { FirstReads } from '@/api/first-reads';
import type { landingOrder } from '@/api/screens';
import {
  analysisOffReads,
  analysisOnReads,
  logAnalysisReads,
  newAnalysisOffReads,
} from '@/features/analytics/first-reads';
import { billReads } from '@/features/bills/first-reads';
import { certificateDetailsReads, certificateListReads } from '@/features/certificates/first-reads';
import { domainListReads } from '@/features/domains/first-reads';
import { hostOverviewReads } from '@/features/hosts/first-reads';
import { cloudHostReads, dedicatedHostReads } from '@/features/hosts/list-first-reads';
import { liveDomainReads } from '@/features/live-domains/first-reads';
import { logFilesReads } from '@/features/logs/first-reads';
import { overviewReads } from '@/features/overview/first-reads';
import { alertContactReads, alertRulesReads } from '@/features/monitoring/first-reads';
import { alertHistoryReads } from '@/features/monitoring/history-first-reads';
import { dashboardReads as ipDashboardReads } from '@/features/protected-ip/dashboard-first-reads';
import { protectedIpReads } from '@/features/protected-ip/first-reads';
import { prefetchTasksReads, purgeTasksReads } from '@/features/purge/first-reads';
import { linesReads } from '@/features/traffic/lines-first-reads';
import { rankingReads } from '@/features/traffic/ranking-first-reads';
import { serviceInfoReads } from '@/features/traffic/first-reads';
import { domainGroupReads, userListReads } from '@/features/users/first-reads';
import { dashboardReads as websiteDashboardReads } from '@/features/website-protection/dashboard-first-reads';
import { ipsetReads, websiteListReads, websiteRulesReads } from '@/features/website-protection/first-reads';

export const screenReads: Partial<Record<(typeof landingOrder)[number], FirstReads<object>>> = {
  '/cdn/newoverview': overviewReads,
  '/cdn/newserviceinfo': serviceInfoReads,
  '/cdn/domain': domainListReads,
  '/cdn/overviewHost': hostOverviewReads,
  '/cdn/cloudHostList': cloudHostReads,
  '/cdn/specialHostList': dedicatedHostReads,
  '/cdn/newsearchTask': purgeTasksReads,
  '/cdn/newlog': logFilesReads,
  '/cdn/newanalysisOff': newAnalysisOffReads,
  '/cdn/analysisOff': analysisOffReads,
  '/cdn/analysisOn': analysisOnReads,
  '/cdn/analysisLog': logAnalysisReads,
  '/cdn/prefetchTask': prefetchTasksReads,
  '/cdn/linesinfo': linesReads,
  '/cdn/customRank': rankingReads,
  '/cdn/liveDomain': liveDomainReads,
  '/dcdn/website': websiteListReads,
  '/dcdn/websiteRules': websiteRulesReads,
  '/dcdn/ipset': ipsetReads,
  '/dcdn/dashboards': websiteDashboardReads,
  '/ipP/ipset': protectedIpReads,
  '/ipP/dashboards': ipDashboardReads,
  '/CMonit/alertRules': alertRulesReads,
  '/CMonit/alertContact': alertContactReads,
  '/CMonit/alertHistory': alertHistoryReads,
  '/page/certificateUpload': certificateListReads,
  '/page/user': userListReads,
  '/page/userAccount': domainGroupReads,
  '/page/bill': billReads,
  '/page/certificateDetails': certificateDetailsReads,
};
