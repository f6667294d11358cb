// Names of the sections and routes in both languages, for the navigation and page headings.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SectionId } from '../../api/route-table';

export const sectionTitles: Record<SectionId, MessageDescriptor> = {
  cdn: msg`CDN`,
  dcdn: msg`Website protection`,
  ipP: msg`Protected IP`,
  CMonit: msg`Cloud monitoring`,
  page: msg`Account center`,
};

export const routeTitles: Record<string, MessageDescriptor> = {
  '/cdn/newoverview': msg`Overview`,
  '/cdn/newserviceinfo': msg`Service info`,
  '/cdn/domain': msg`Domains`,
  '/cdn/overviewHost': msg`Host overview`,
  '/cdn/cloudHostList': msg`Cloud hosts`,
  '/cdn/specialHostList': msg`Dedicated servers`,
  '/cdn/newurlPush': msg`URL purge`,
  '/cdn/newdirPush': msg`Directory purge`,
  '/cdn/newsearchTask': msg`Purge tasks`,
  '/cdn/newlog': msg`Log download`,
  '/cdn/newanalysisOff': msg`Offline analysis`,
  '/cdn/analysisOff': msg`Analysis by period`,
  '/cdn/analysisOn': msg`Online analysis`,
  '/cdn/prefetchTask': msg`Prefetch tasks`,
  '/cdn/prefetch': msg`Prefetch`,
  '/cdn/linesinfo': msg`Lines info`,
  '/cdn/customRank': msg`Usage ranking`,
  '/cdn/liveDomain': msg`Live domains`,
  '/dcdn/website': msg`Websites`,
  '/dcdn/ipset': msg`IP sets`,
  '/dcdn/dashboards': msg`Dashboards`,
  '/ipP/ipset': msg`IP protection`,
  '/ipP/dashboards': msg`IP dashboards`,
  '/CMonit/alertRules': msg`Alert rules`,
  '/CMonit/alertContact': msg`Alert contacts`,
  '/CMonit/alertHistory': msg`Alert history`,
  '/page/certificateUpload': msg`Certificates`,
  '/page/user': msg`Users`,
  '/page/usersetting': msg`My account`,
  '/page/userAccount': msg`Sub-accounts`,
  '/page/bill': msg`Bills`,
  '/page/certificateDetails': msg`Certificate details`,
};
