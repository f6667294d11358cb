// The one permission module: every guard, menu and button asks it. Permission strings have the shape
// portal:{module}:{view|operation}:{*|item}; 'portal:*' holds everything; an operation permission also
// allows viewing (inferred: the specification calls view the read-only variant of the operable one).
import type { OperationId } from './generated/operations';
import { grants, parsePermission } from '../lib/permission-grant.js';
import { operationMeta } from './operation-table';
import { FALLBACK_ROUTE, sections, type RouteRequirement, type Screen, type SectionId } from './screens';

export interface PermissionHolder {
  role: string;
  permissionList: readonly string[];
}

/** Holds any permission of the module (or of the one view of it a route needs). */
export function holdsModule(user: PermissionHolder, { module, view }: RouteRequirement): boolean {
  return user.permissionList.some((permission) => {
    const held = parsePermission(permission);
    if (held === 'all') return true;
    return held !== null && held.module === module && (view === undefined || held.item === '*' || held.item === view);
  });
}

/** May the user do this action, e.g. can(user, 'portal:certificate:operation:upload')? (src/lib/permission-grant.js) */
export const can = (user: PermissionHolder, required: string): boolean => grants(user.permissionList, required);

export const canOpenScreen = (user: PermissionHolder, screen: Screen) => holdsModule(user, screen.permission);

export function findScreen(screens: readonly Screen[], path: string): Screen | undefined {
  const normalized = path.replace(/\/+$/, '');
  return screens.find((screen) => screen.path === normalized);
}

export function canOpenPath(user: PermissionHolder, screens: readonly Screen[], path: string): boolean {
  const screen = findScreen(screens, path);
  return screen !== undefined && canOpenScreen(user, screen);
}

export const visibleSections = (user: PermissionHolder): SectionId[] =>
  sections.filter((section) => section.modules.some((module) => holdsModule(user, { module }))).map((s) => s.id);

export const menuScreens = (user: PermissionHolder, screens: readonly Screen[], section: SectionId): Screen[] =>
  screens.filter((screen) => screen.section === section && screen.inMenu && canOpenScreen(user, screen));

/** The first screen of the ordered table the user may open; the 403 page when there is none. */
export function landingRoute(user: PermissionHolder, screens: readonly Screen[]): string {
  return screens.find((screen) => screen.inMenu && canOpenScreen(user, screen))?.path ?? FALLBACK_ROUTE;
}

/** The first screen of one section the user may open, or the overall landing route. */
export const sectionLanding = (user: PermissionHolder, screens: readonly Screen[], section: SectionId): string =>
  menuScreens(user, screens, section)[0]?.path ?? landingRoute(user, screens);

export { seesAllAccounts } from '../lib/permission-grant.js';

/** Only 'superadmin' sees every live domain. */
export const seesAllLiveDomains = (user: PermissionHolder) => user.role === 'superadmin';

/**
 * Where a signed-in user opening `pathname` must go instead, or undefined when they may stay.
 * A section's own path goes to the section's first route; a route without its permission (or unknown
 * within a section) goes to the landing route rather than showing a broken page.
 */
export function redirectForPath(
  user: PermissionHolder,
  screens: readonly Screen[],
  pathname: string,
): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = sections.find((s) => path === `/${s.id}`);
  if (section) {
    return visibleSections(user).includes(section.id)
      ? sectionLanding(user, screens, section.id)
      : landingRoute(user, screens);
  }
  return canOpenPath(user, screens, path) ? undefined : landingRoute(user, screens);
}

/**
 * May the user make this call? Its permission is the contract's x-permission ('public' and 'session' need none),
 * from the table the signed-in layout has loaded before any screen asks (src/api/operation-table.ts).
 */
export function canCall(user: PermissionHolder, operationId: OperationId): boolean {
  const required = operationMeta(operationId).permission;
  return required === 'public' || required === 'session' || can(user, required);
}

/**
 * Where a user goes after login: back to the (already same-origin) path they asked for when it is a screen
 * they may open, else their landing route, so an unknown path never bounces them to login still signed in.
 */
export function afterLogin(user: PermissionHolder, screens: readonly Screen[], path: string | undefined): string {
  if (path === undefined) return landingRoute(user, screens);
  const pathname = path.split(/[?#]/)[0] ?? '';
  return canOpenPath(user, screens, pathname) ? path : landingRoute(user, screens);
}
