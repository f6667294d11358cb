// A screen is declared once, beside its route; these checks fail loudly when one is missing, misnamed,
// declared twice or has no permission (the type checker already refuses a misnamed path in the table).
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingOrder, routesNotInSpecification } from '@/api/screens';
import { routeTree } from '@/routeTree.gen';
import { routeTable002 } from '../fixtures/route-table-002';
import { portalScreens } from '../screens';

interface RouteLike {
  id: string;
  fullPath: string;
  children?: unknown;
  options: { staticData?: { screen?: { permission?: { module?: string } }; area?: string } };
}

const router = createRouter({ routeTree, context: { queryClient: new QueryClient(), screens: [] } });
const routes = Object.values(router.routesById) as RouteLike[];
const declared = routes.filter((route) => route.options.staticData?.screen);

describe('screens', () => {
  it('gives every route of the table a screen declared by its route', () => {
    const declaredPaths = new Set(declared.map((route) => route.fullPath));
    expect(landingOrder.filter((path) => !declaredPaths.has(path))).toEqual([]);
  });

  it('declares each screen once', () => {
    const paths = declared.map((route) => route.fullPath);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('puts every declared screen in the ordered table', () => {
    const inTable = new Set<string>(landingOrder);
    expect(declared.map((route) => route.fullPath).filter((path) => !inTable.has(path))).toEqual([]);
  });

  it('declares a screen with a permission on every page route of the sections', () => {
    const leaves = routes.filter((route) => route.id.startsWith('/_app/') && !route.children);
    expect(leaves.length).toBeGreaterThan(0);
    const unpermissioned = leaves.filter((route) => !route.options.staticData?.screen?.permission?.module);
    expect(unpermissioned.map((route) => route.id)).toEqual([]);
  });

  it('names on every page route the area whose code it shows, whose messages load with it', () => {
    const leaves = routes.filter((route) => route.id.startsWith('/_app/') && !route.children);
    const misnamed = leaves.flatMap((route) => {
      const source = readFileSync(path.resolve(import.meta.dirname, `../../src/routes${route.id}.tsx`), 'utf8');
      const shown = [...new Set([...source.matchAll(/@\/features\/([a-z-]+)\//g)].map((match) => match[1]))];
      const named = route.options.staticData?.area;
      return shown.length === 1 && shown[0] === named ? [] : [`${route.id}: named ${named}, shows ${shown.join(', ')}`];
    });
    expect(misnamed).toEqual([]);
  });

  it('orders the portal screens as the table does, each in the section of its path', () => {
    const screens = portalScreens();
    expect(screens.map((screen) => screen.path)).toEqual([...landingOrder]);
    for (const screen of screens) expect(screen.path.startsWith(`/${screen.section}/`)).toBe(true);
  });
});

describe('landing order', () => {
  const specified = routeTable002.flatMap((row) => row.routes);
  const ours = new Set<string>(routesNotInSpecification);

  it('is the route table of specification 002, in its order', () => {
    expect(landingOrder.filter((path) => !ours.has(path))).toEqual(specified);
  });

  it('adds only screens the specification names without a route', () => {
    expect(routesNotInSpecification.filter((path) => specified.includes(path))).toEqual([]);
    expect(routesNotInSpecification.filter((path) => !landingOrder.includes(path))).toEqual([]);
  });
});
