import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { loaderQueryClient } from '../api/preload-reads';
import type { Screen } from '../api/screens';
import { DocumentTitle } from '../components/DocumentTitle';

export interface RouterContext {
  queryClient: QueryClient;
  /** Every screen of the portal in landing order (see src/api/screens.ts). */
  screens: readonly Screen[];
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  ),
  // Any unknown path goes to the login screen (specification 000 §2).
  notFoundComponent: () => null,
  onError: () => undefined,
  beforeLoad: ({ location, preload, context }) => {
    if (location.pathname === '/') throw redirect({ to: '/newlogin' });
    // Loaders read through a client that knows whether this load is only a preload (src/api/preload-reads.ts).
    return { queryClient: loaderQueryClient(context.queryClient, preload) };
  },
});
