import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api/api-error';
import { onPreloadError } from './components/release/release-recovery';
import { isStaleCodeError } from './lib/reload-once';
import { App } from './app/App';
import { globalStylesheetLoaded } from './app/global-stylesheet';
import { activateStoredLanguage, areasOf, loadAreaMessages } from './api/i18n';
import { prepareStoredUser, readStoredUserInfo } from './api/session';
import { createPortal, startFirstScreen } from './app/router';
import { screenFilesArrived } from './app/screen-files';
import { installColorMode } from './components/ui/color-mode';

// An async function rather than top-level awaits: the chunks awaited here (the cipher) import from this
// entry's chunk, and a module still suspended on a top-level await cannot be imported: the page would
// never start.
async function start() {
  // The colour mode is set before the first render, so the first paint is already in the right mode.
  installColorMode();
  // A file of the page that fails to load is gone with a release (src/components/release/release-recovery.ts).
  window.addEventListener('vite:preloadError', onPreloadError);
  // Development only (not in a production build): the mock scenarios' headers go with every request from the
  // first, so a failure chosen before a reload, or by a ?mock= address, answers the first screen's first reads.
  if (import.meta.env.DEV) await import('./dev/scenarios').then((m) => m.installScenarios());
  const portal = createPortal();
  // Everything a cold load of a screen needs starts now, together: the matched routes' code and the router's
  // load (src/app/router.tsx), their areas' messages for a signed-in screen, the language and the stored user,
  // decrypted.
  const signedIn = readStoredUserInfo() !== null;
  const { routes, load } = startFirstScreen(portal.router, { signedIn });
  if (signedIn && routes.some((route) => route.id === '/_app')) {
    void loadAreaMessages(areasOf(routes.map((route) => route.options)));
  }
  // The first render waits for Chakra's global styles too, which it puts in force (src/app/global-stylesheet.ts).
  await Promise.all([activateStoredLanguage(), prepareStoredUser(), globalStylesheetLoaded()]);
  // When the screen's code has all come already (requested before the entry ran, src/app/preload-screen-files.ts),
  // its reads go out before the first render: rendered first, the layouts and the screen's frame (and their
  // layout) would hold them back by their whole length, and the server's wait would come after it instead of
  // during it (docs/performance.md). The load does not wait for the reads (src/api/preload-reads.ts). While the
  // code is still coming (a slow link), the layouts draw first.
  if (screenFilesArrived(document)) await load;
  // Development only: the mock-scenario panel.
  if (import.meta.env.DEV) await import('./dev/install-dev-tools').then((m) => m.installDevTools());

  createRoot(document.getElementById('root')!, {
    // A failed call or code gone with a release, caught by a boundary, is shown to the user; not a defect to log.
    onCaughtError: (error, info) => {
      if (!isApiError(error) && !isStaleCodeError(error)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App portal={portal} />
    </StrictMode>,
  );
}

void start();
