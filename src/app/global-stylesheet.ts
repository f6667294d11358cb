// Chakra's global styles, as the build links them (scripts/lib/chakra-static-globals.mjs): requested by
// index.html at once, but for no medium, so the browser neither waits for them nor styles the still-empty page
// with them. Styling a page with them means computing the root's thousand token variables, and each new style
// of the root computed them again; applied with the first render's styles, they are computed once, in the frame
// that paints the first screen. The development server and the tests have no such link: Chakra inserts the
// styles itself.

/** The link's id, as the build writes it. */
export const GLOBAL_STYLESHEET_ID = 'chakra-globals';

const stylesheet = () => document.getElementById(GLOBAL_STYLESHEET_ID) as HTMLLinkElement | null;

/** How long to wait for the load event of a stylesheet whose request has ended, where the browser gives no status. */
const SETTLE_MS = 1000;

/**
 * Resolves once the stylesheet is loaded, or failed to load: the page then starts without it, as it would
 * have with a stylesheet that blocks the first paint.
 */
export function globalStylesheetLoaded(): Promise<void> {
  const link = stylesheet();
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    // A request that failed before this module ran has fired its error already: its ended request tells.
    const [request] = performance.getEntriesByName(link.href, 'resource') as PerformanceResourceTiming[];
    if (!request) return;
    const status = (request as { responseStatus?: number }).responseStatus;
    if (status === undefined) setTimeout(done, SETTLE_MS);
    else if (status === 0 || status >= 400) done();
  });
}

/** Puts the loaded stylesheet in force; called in the first render's commit, before the first paint. */
export function applyGlobalStylesheet() {
  const link = stylesheet();
  if (link) link.media = 'all';
}
