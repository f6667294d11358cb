// The user form's permission grid (002 §6): each module none / view / operation, written as
// portal:{module}:{view|operation}:*. What the edited user will get (sections, landing route) is asked of the
// shell's permission module, so the preview cannot drift from the guards and the menu.
import { landingRoute, visibleSections, type PermissionHolder } from '@/api/permissions';
import type { Screen, SectionId } from '@/api/screens';

/** The modules of 002 §6, in its order, customRank and apiOpen last. */
export const PERMISSION_MODULES = [
  'overview',
  'serviceinfo',
  'domain',
  'purge',
  'prefetch',
  'log',
  'certificate',
  'user',
  'account',
  'person',
  'analysis',
  'bill',
  'cloud',
  'logApi',
  'prefetchApi',
  'customRank',
  'apiOpen',
] as const;

export type PermissionModule = (typeof PERMISSION_MODULES)[number];
export type PermissionLevel = 'none' | 'view' | 'operation';
export type PermissionGrid = Record<PermissionModule, PermissionLevel>;

const isModule = (name: string): name is PermissionModule => (PERMISSION_MODULES as readonly string[]).includes(name);

export const emptyGrid = (): PermissionGrid =>
  Object.fromEntries(PERMISSION_MODULES.map((module) => [module, 'none'])) as PermissionGrid;

/** The grid a list of permissions shows; 'portal:*' is operation everywhere, operation beats view. */
export function gridOf(permissions: readonly string[]): PermissionGrid {
  const grid = emptyGrid();
  for (const permission of permissions) {
    if (permission === 'portal:*')
      return Object.fromEntries(PERMISSION_MODULES.map((m) => [m, 'operation'])) as PermissionGrid;
    const [prefix, module = '', level] = permission.split(':');
    if (prefix !== 'portal' || !isModule(module)) continue;
    if (level === 'operation' || level === '*') grid[module] = 'operation';
    else if (level === 'view' && grid[module] === 'none') grid[module] = 'view';
  }
  return grid;
}

/**
 * The permissions to save: one string per module set in the grid, followed by the user's permissions the grid
 * does not express (an action such as portal:certificate:operation:upload, a module outside the grid), so an
 * edit never drops them. Those of a module set to none go with it.
 */
export function permissionsOf(grid: PermissionGrid, previous: readonly string[] = []): string[] {
  const fromGrid = PERMISSION_MODULES.filter((m) => grid[m] !== 'none').map((m) => `portal:${m}:${grid[m]}:*`);
  const kept = previous.filter((permission) => {
    if (permission === 'portal:*') return false;
    const [, module = '', , item] = permission.split(':');
    if (!isModule(module)) return true;
    return item !== '*' && item !== undefined && grid[module] !== 'none';
  });
  return [...fromGrid, ...kept.filter((permission) => !fromGrid.includes(permission))];
}

export interface AccessPreview {
  sections: SectionId[];
  landing: string;
}

/** The sections and landing route a user with these permissions gets, as the shell computes them. */
export function accessPreview(permissions: readonly string[], screens: readonly Screen[]): AccessPreview {
  const holder: PermissionHolder = { role: '', permissionList: permissions };
  return { sections: visibleSections(holder), landing: landingRoute(holder, screens) };
}
