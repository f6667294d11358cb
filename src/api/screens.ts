// The portal's screens. A screen declares its title, the permission that opens it and its menu place beside
// its route (`staticData.screen` in the route file); this module holds what spans all screens: the ordered
// route table of specification 002 §2.1 (the one source of the landing order) and the sections.
import type { MessageDescriptor } from '@lingui/core';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { Area } from './i18n';

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
    /** The area whose messages the route shows (src/api/i18n.ts): they load with the route. */
    area?: Area;
  }
}

export interface Screen {
  path: string;
  section: SectionId;
  title: MessageDescriptor;
  permission: RouteRequirement;
  inMenu: boolean;
}

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
  '/cdn/analysisLog', // inferred: the specification shows no route for log analysis (000 §7, 002 §6)
  '/cdn/prefetchTask',
  '/cdn/prefetch',
  '/cdn/linesinfo',
  '/cdn/customRank',
  '/cdn/liveDomain',
  '/dcdn/website',
  '/dcdn/websiteRules',
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
] as const satisfies readonly RoutePath[];

/**
 * The screens of the table above that 002 §2.1 does not list (it names them without routes): their paths and
 * places are our choice. Every other entry is the specification's, in its order (a test holds the two apart).
 */
export const routesNotInSpecification = [
  '/cdn/analysisLog',
  '/cdn/liveDomain',
  '/dcdn/websiteRules',
] as const satisfies readonly (typeof landingOrder)[number][];

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

/**
 * The section a screen path belongs to (its first segment), or undefined outside the sections. Looked up in the
 * table at each call, not in a set made at import: a set made at import would stay in every early script that
 * imports this module (src/app/send-first-reads.ts), used or not.
 */
export function sectionOf(path: string): SectionId | undefined {
  const first = path.split('/')[1] ?? '';
  return sections.find((section) => section.id === first)?.id;
}

/** The portal's screens in landing order, from what the routes declare (paths outside the table are left out; a
 * test checks that none is). */
export function orderScreens(declared: readonly { path: string; meta: ScreenMeta }[]): Screen[] {
  const byPath = new Map(declared.map(({ path, meta }) => [path, meta]));
  return landingOrder.flatMap((path) => {
    const meta = byPath.get(path);
    const section = sectionOf(path);
    if (!meta || !section) return [];
    return [{ path, section, title: meta.title, permission: meta.permission, inMenu: meta.inMenu ?? true }];
  });
}

export const FALLBACK_ROUTE = '/newwelcome';
