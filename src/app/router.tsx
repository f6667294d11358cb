// The router and the query client, made together because each reacts to the other: a call that ends the
// session navigates to login; the router's loaders read through the query client.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { describeError, translateServerMessage } from '../api/error-messages';
import { createQueryClient } from '../api/query';
import { RouteError } from '../components/layout/RouteError';
import { RoutePending } from '../components/layout/RoutePending';
import { notifyError, notifySuccess } from '../components/ui/toaster';
import { routeTree } from '../routeTree.gen';
import { i18n } from '../api/i18n';
import type { Screen } from '../api/screens';
import { dropSentReads, entryStarted } from '../api/sent-reads';
import { collectScreens } from './screens';
import { endSession } from './session-end';

/** `history` is the browser's by default; page tests pass a memory history. */
export function createPortal({ history }: { history?: RouterHistory } = {}) {
  const queryClient = createQueryClient({
    onSessionEnd: (reason, error) =>
      endSession(reason, error, {
        queryClient: () => queryClient,
        goToLogin: (redirectTo) => void router.navigate({ to: '/newlogin', search: { redirect: redirectTo } }),
      }),
    onError: (error) => notifyError(describeError(i18n, error)),
    // A server's own success text is translated where the catalogue knows it (src/api/error-messages.ts).
    onSuccessMessage: (message) =>
      notifySuccess(typeof message === 'string' ? translateServerMessage(i18n, message) : i18n._(message)),
  });
  // The screens are read off the route tree once the router has built it; the context holds the same array.
  const screens: Screen[] = [];
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, screens },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
  });
  screens.push(...collectScreens(router));
  return { queryClient, router };
}

/**
 * A cold start: the code of the routes the address matches, and the router's first load, both before React's
 * first render. Returns the matched routes, and the load, settled once the checks have run and the loaders
 * have started their reads (an opened screen's loader does not wait for them: src/api/preload-reads.ts).
 * - TanStack Router requests a route's chunks only once every beforeLoad of the match has run, and those ran only
 *   after the first render: on a cold load of a screen that put the layout's, the section's and the screen's code
 *   (with its loader) a few round trips behind the entry. Started here, they load with the language and the
 *   cipher.
 * - The load (the checks, the loaders and the reads they start) does not wait for React to draw the providers
 *   around the router, which would hold a screen's first read back after the language and the cipher have
 *   arrived. The router's own first load, at the first render, finds this one under way and joins it.
 * - Nothing is on screen yet, so the layouts (the header, the section's menu) draw as soon as their own code has
 *   arrived, with the pending indicator where the screen is still waiting for its code: over a slow link that
 *   code (chart.js, on a chart screen) is the larger part of what a first page loads after the entry. The router
 *   shows one pending indicator per navigation, at the first route not ready, so only the screen's own route (the
 *   last matched) shows it at once; the layouts keep the router's default, and a layout slower than that shows
 *   its indicator instead. Afterwards the screen's route is back to the default too: a navigation keeps the
 *   screen it leaves for up to a second rather than flashing the indicator, then shows it for at least half a
 *   second.
 * - The reads the early script sent for the address (src/app/send-first-reads.ts) are the loaders' to take during
 *   this load; the script sends nothing once it has started, and what no loader took is dropped after it.
 */
export function startFirstScreen(
  router: ReturnType<typeof createPortal>['router'],
  { signedIn }: { signedIn: boolean },
) {
  entryStarted();
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  // Signed out, a signed-in screen sends the visitor to login: its code would be loaded for nothing.
  if (signedIn || !routes.some((route) => route.id === '/_app')) {
    // A chunk that fails here is requested again by the router when it loads the route, and its error shown there.
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  const screen = routes.at(-1)!; // the root route matches every address
  const { pendingMs, pendingMinMs } = screen.options;
  screen.update({ pendingMs: 0, pendingMinMs: 0 });
  // Errors of the load are the router's to show (its error components).
  const load = router.load().finally(() => {
    screen.update({ pendingMs, pendingMinMs });
    dropSentReads();
  });
  return { routes, load: load.catch(() => undefined) };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortal>['router'];
  }
}
