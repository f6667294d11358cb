// The one permission module: every guard, menu and button asks it. Permission strings have the shape
// portal:{module}:{view|operation}:{*|item}; 'portal:*' holds everything; an operation permission also
// allows viewing (inferred: the specification calls view the read-only variant of the operable one).
import { operations, type OperationId } from './generated/operations';
import {
  FALLBACK_ROUTE,
  portalRoutes,
  sections,
  type PortalRoute,
  type RouteRequirement,
  type SectionId,
} from './route-table';

export interface PermissionHolder {
  role: string;
  permissionList: readonly string[];
}

interface ParsedPermission {
  module: string;
  level: string;
  item: string;
}

function parse(permission: string): ParsedPermission | 'all' | null {
  if (permission === 'portal:*') return 'all';
  const [prefix, module, level = '*', item = '*'] = permission.split(':');
  return prefix === 'portal' && module ? { module, level, item } : null;
}

/** Holds any permission of the module (or of the one view of it a route needs). */
export function holdsModule(user: PermissionHolder, { module, view }: RouteRequirement): boolean {
  return user.permissionList.some((permission) => {
    const held = parse(permission);
    if (held === 'all') return true;
    return held !== null && held.module === module && (view === undefined || held.item === '*' || held.item === view);
  });
}

/** May the user do this action, e.g. can(user, 'portal:certificate:operation:upload')? */
export function can(user: PermissionHolder, required: string): boolean {
  const wanted = parse(required);
  if (wanted === null) return false;
  return user.permissionList.some((permission) => {
    const held = parse(permission);
    if (held === 'all') return true;
    if (held === null || wanted === 'all' || held.module !== wanted.module) return false;
    const levelOk =
      held.level === '*' || held.level === wanted.level || (held.level === 'operation' && wanted.level === 'view');
    const itemOk = held.item === '*' || held.item === wanted.item;
    return levelOk && itemOk;
  });
}

export const canOpenRoute = (user: PermissionHolder, route: PortalRoute) => holdsModule(user, route);

export function findRoute(path: string): PortalRoute | undefined {
  const normalized = path.replace(/\/+$/, '');
  return portalRoutes.find((route) => route.path === normalized);
}

export function canOpenPath(user: PermissionHolder, path: string): boolean {
  const route = findRoute(path);
  return route !== undefined && canOpenRoute(user, route);
}

export const visibleSections = (user: PermissionHolder): SectionId[] =>
  sections.filter((section) => section.modules.some((module) => holdsModule(user, { module }))).map((s) => s.id);

export const menuRoutes = (user: PermissionHolder, section: SectionId): PortalRoute[] =>
  portalRoutes.filter((route) => route.section === section && route.inMenu && canOpenRoute(user, route));

/** The first route of the ordered table the user may open; the 403 page when there is none. */
export function landingRoute(user: PermissionHolder): string {
  return portalRoutes.find((route) => route.inMenu && canOpenRoute(user, route))?.path ?? FALLBACK_ROUTE;
}

/** The first route of one section the user may open, or the overall landing route. */
export const sectionLanding = (user: PermissionHolder, section: SectionId): string =>
  menuRoutes(user, section)[0]?.path ?? landingRoute(user);

/** A role beginning with 'super' sees all accounts; others see the accounts in account_all. */
export const seesAllAccounts = (user: PermissionHolder) => user.role.startsWith('super');

/** Only 'superadmin' sees every live domain. */
export const seesAllLiveDomains = (user: PermissionHolder) => user.role === 'superadmin';

/**
 * Where a signed-in user opening `pathname` must go instead, or undefined when they may stay.
 * A section's own path goes to the section's first route; a route without its permission (or unknown
 * within a section) goes to the landing route rather than showing a broken page.
 */
export function redirectForPath(user: PermissionHolder, pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const section = sections.find((s) => path === `/${s.id}`);
  if (section) {
    return visibleSections(user).includes(section.id) ? sectionLanding(user, section.id) : landingRoute(user);
  }
  return canOpenPath(user, path) ? undefined : landingRoute(user);
}

/** May the user make this call? Its permission is the contract's x-permission ('public' and 'session' need none). */
export function canCall(user: PermissionHolder, operationId: OperationId): boolean {
  const required = operations[operationId].permission;
  return required === 'public' || required === 'session' || can(user, required);
}
