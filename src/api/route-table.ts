// The ordered route table of specification 002 §2.1 with the permission each route needs. The landing
// route of a user is the first route here they may open. Where the specification does not pair a route
// with a permission, the pairing below is inferred from the module names of 000 §6 and 002 §6.

export type SectionId = 'cdn' | 'dcdn' | 'ipP' | 'CMonit' | 'page';

/** Holding any permission of the module (optionally of one view of it) opens the route. */
export interface RouteRequirement {
  module: string;
  view?: string;
}

export interface PortalRoute extends RouteRequirement {
  path: string;
  section: SectionId;
  /** false for routes reached from a page (details), not listed in the side menu. */
  inMenu: boolean;
}

const route = (section: SectionId, page: string, module: string, view?: string, inMenu = true): PortalRoute => ({
  path: `/${section}/${page}`,
  section,
  module,
  view,
  inMenu,
});

export const portalRoutes: readonly PortalRoute[] = [
  route('cdn', 'newoverview', 'overview'),
  route('cdn', 'newserviceinfo', 'serviceinfo'),
  route('cdn', 'domain', 'domain'),
  route('cdn', 'overviewHost', 'cloud'),
  route('cdn', 'cloudHostList', 'cloud'),
  route('cdn', 'specialHostList', 'cloud'),
  route('cdn', 'newurlPush', 'purge'),
  route('cdn', 'newdirPush', 'purge'),
  route('cdn', 'newsearchTask', 'purge'),
  route('cdn', 'newlog', 'log'),
  route('cdn', 'newanalysisOff', 'analysis'),
  route('cdn', 'analysisOff', 'analysis'),
  route('cdn', 'analysisOn', 'analysis'),
  route('cdn', 'prefetchTask', 'prefetch'),
  route('cdn', 'prefetch', 'prefetch'),
  route('cdn', 'linesinfo', 'linesinfo'),
  route('cdn', 'customRank', 'customRank'),
  // Inferred: the live-domain screen's route is not shown; without it liveDomain would open nothing.
  route('cdn', 'liveDomain', 'liveDomain'),
  route('dcdn', 'website', 'imperva', 'website'),
  route('dcdn', 'ipset', 'imperva', 'ip'),
  route('dcdn', 'dashboards', 'imperva', 'dashboards'),
  route('ipP', 'ipset', 'ipP', 'ipP'),
  route('ipP', 'dashboards', 'ipP', 'dashboards'),
  route('CMonit', 'alertRules', 'cloudMonit', 'alertRules'),
  route('CMonit', 'alertContact', 'cloudMonit', 'alertContact'),
  route('CMonit', 'alertHistory', 'cloudMonit', 'alertHistory'),
  route('page', 'certificateUpload', 'certificate'),
  route('page', 'user', 'user'),
  route('page', 'usersetting', 'person'),
  route('page', 'userAccount', 'account'),
  route('page', 'bill', 'bill'),
  route('page', 'certificateDetails', 'certificate', undefined, false),
];

/** Top navigation, in order, with the modules that show each section (000 §2). */
export const sections: readonly { id: SectionId; modules: readonly string[] }[] = [
  {
    id: 'cdn',
    modules: [
      'overview',
      'serviceinfo',
      'linesinfo',
      'domain',
      'liveDomain',
      'cloud',
      'purge',
      'prefetch',
      'log',
      'analysis',
    ],
  },
  { id: 'dcdn', modules: ['imperva'] },
  { id: 'ipP', modules: ['ipP'] },
  { id: 'CMonit', modules: ['cloudMonit'] },
  { id: 'page', modules: ['certificate', 'user', 'account', 'bill', 'person'] },
];

export const FALLBACK_ROUTE = '/newwelcome';
export const LOGIN_ROUTE = '/newlogin';
