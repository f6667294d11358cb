// The portal's real screens, read off the route tree the way the app does, for tests of the permission rules.
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { Screen } from '../src/api/screens';
import { collectScreens } from '../src/app/screens';
import { routeTree } from '../src/routeTree.gen';

export function portalScreens(): Screen[] {
  return collectScreens(createRouter({ routeTree, context: { queryClient: new QueryClient(), screens: [] } }));
}
