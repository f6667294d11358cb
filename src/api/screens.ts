// The portal's screens. A screen declares its title, the permission that opens it and its menu place beside
// its route (`staticData.screen` in the route file); this module holds what spans all screens: the ordered
// route table of specification 002 §2.1 (the one source of the landing order), the sections, and the screens
// still to come, listed here until their issues land.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisteredRouter } from '@tanstack/react-router';

export type SectionId = 'cdn' | 'dcdn' | 'ipP' | 'CMonit' | 'page';

/** Holding any permission of the module (optionally of one view of it) opens the screen. */
export interface RouteRequirement {
  module: string;
  view?: string;
}

/** What a route declares about its screen. */
export interface ScreenMeta {
  title: MessageDescriptor;
  permission: RouteRequirement;
  /** false for screens reached from another page (details): not listed in the side menu. */
  inMenu?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: ScreenMeta;
  }
}

export interface Screen {
  path: string;
  section: SectionId;
  title: MessageDescriptor;
  permission: RouteRequirement;
  inMenu: boolean;
  /** true while the screen is in `upcomingScreens` (the route shows "not available yet"). */
  upcoming: boolean;
}

/**
 * Screens whose issues have not landed: the section's catch-all route shows "not available in this release
 * yet" for exactly these paths. A screen moves out of this list into its own route file when it is built.
 * Where the specification does not pair a route with a permission, the pairing is inferred from the module
 * names of 000 §6 and 002 §6.
 */
export const upcomingScreens = {
  '/cdn/newserviceinfo': { title: msg`Service info`, permission: { module: 'serviceinfo' } },
  '/cdn/domain': { title: msg`Domains`, permission: { module: 'domain' } },
  '/cdn/overviewHost': { title: msg`Host overview`, permission: { module: 'cloud' } },
  '/cdn/cloudHostList': { title: msg`Cloud hosts`, permission: { module: 'cloud' } },
  '/cdn/specialHostList': { title: msg`Dedicated servers`, permission: { module: 'cloud' } },
  '/cdn/newurlPush': { title: msg`URL purge`, permission: { module: 'purge' } },
  '/cdn/newdirPush': { title: msg`Directory purge`, permission: { module: 'purge' } },
  '/cdn/newsearchTask': { title: msg`Purge tasks`, permission: { module: 'purge' } },
  '/cdn/newlog': { title: msg`Log download`, permission: { module: 'log' } },
  '/cdn/newanalysisOff': { title: msg`Offline analysis`, permission: { module: 'analysis' } },
  '/cdn/analysisOff': { title: msg`Analysis by period`, permission: { module: 'analysis' } },
  '/cdn/analysisOn': { title: msg`Online analysis`, permission: { module: 'analysis' } },
  '/cdn/prefetchTask': { title: msg`Prefetch tasks`, permission: { module: 'prefetch' } },
  '/cdn/prefetch': { title: msg`Prefetch`, permission: { module: 'prefetch' } },
  '/cdn/linesinfo': { title: msg`Lines info`, permission: { module: 'linesinfo' } },
  '/cdn/customRank': { title: msg`Usage ranking`, permission: { module: 'customRank' } },
  // Inferred: the live-domain screen's route is not shown; without it liveDomain would open nothing.
  '/cdn/liveDomain': { title: msg`Live domains`, permission: { module: 'liveDomain' } },
  '/dcdn/website': { title: msg`Websites`, permission: { module: 'imperva', view: 'website' } },
  '/dcdn/ipset': { title: msg`IP sets`, permission: { module: 'imperva', view: 'ip' } },
  '/dcdn/dashboards': { title: msg`Dashboards`, permission: { module: 'imperva', view: 'dashboards' } },
  '/ipP/ipset': { title: msg`IP protection`, permission: { module: 'ipP', view: 'ipP' } },
  '/ipP/dashboards': { title: msg`IP dashboards`, permission: { module: 'ipP', view: 'dashboards' } },
  '/CMonit/alertRules': { title: msg`Alert rules`, permission: { module: 'cloudMonit', view: 'alertRules' } },
  '/CMonit/alertContact': { title: msg`Alert contacts`, permission: { module: 'cloudMonit', view: 'alertContact' } },
  '/CMonit/alertHistory': { title: msg`Alert history`, permission: { module: 'cloudMonit', view: 'alertHistory' } },
  '/page/user': { title: msg`Users`, permission: { module: 'user' } },
  '/page/usersetting': { title: msg`My account`, permission: { module: 'person' } },
  '/page/userAccount': { title: msg`Sub-accounts`, permission: { module: 'account' } },
  '/page/bill': { title: msg`Bills`, permission: { module: 'bill' } },
} as const satisfies Record<`/${SectionId}/${string}`, ScreenMeta>;

type UpcomingPath = keyof typeof upcomingScreens;
/** Full paths of the route tree: a misnamed entry of the table below is a type error. */
type RoutePath = keyof RegisteredRouter['routesByPath'];

/** The ordered route table of 002 §2.1: a user lands on the first screen here they may open. */
export const landingOrder = [
  '/cdn/newoverview',
  '/cdn/newserviceinfo',
  '/cdn/domain',
  '/cdn/overviewHost',
  '/cdn/cloudHostList',
  '/cdn/specialHostList',
  '/cdn/newurlPush',
  '/cdn/newdirPush',
  '/cdn/newsearchTask',
  '/cdn/newlog',
  '/cdn/newanalysisOff',
  '/cdn/analysisOff',
  '/cdn/analysisOn',
  '/cdn/prefetchTask',
  '/cdn/prefetch',
  '/cdn/linesinfo',
  '/cdn/customRank',
  '/cdn/liveDomain',
  '/dcdn/website',
  '/dcdn/ipset',
  '/dcdn/dashboards',
  '/ipP/ipset',
  '/ipP/dashboards',
  '/CMonit/alertRules',
  '/CMonit/alertContact',
  '/CMonit/alertHistory',
  '/page/certificateUpload',
  '/page/user',
  '/page/usersetting',
  '/page/userAccount',
  '/page/bill',
  '/page/certificateDetails',
] as const satisfies readonly (RoutePath | UpcomingPath)[];

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

const sectionIds = new Set<string>(sections.map((s) => s.id));

/** The section a screen path belongs to (its first segment), or undefined outside the sections. */
export function sectionOf(path: string): SectionId | undefined {
  const first = path.split('/')[1] ?? '';
  return sectionIds.has(first) ? (first as SectionId) : undefined;
}

/**
 * The portal's screens in landing order: the declared ones (from the routes' staticData) and the upcoming
 * ones. Paths outside the table are left out; a test checks that none is.
 */
export function orderScreens(declared: readonly { path: string; meta: ScreenMeta }[]): Screen[] {
  const byPath = new Map<string, { meta: ScreenMeta; upcoming: boolean }>(
    Object.entries(upcomingScreens).map(([path, meta]) => [path, { meta, upcoming: true }]),
  );
  for (const { path, meta } of declared) byPath.set(path, { meta, upcoming: false });
  return landingOrder.flatMap((path) => {
    const found = byPath.get(path);
    const section = sectionOf(path);
    if (!found || !section) return [];
    const { meta, upcoming } = found;
    return [{ path, section, title: meta.title, permission: meta.permission, inMenu: meta.inMenu ?? true, upcoming }];
  });
}

export const FALLBACK_ROUTE = '/newwelcome';
