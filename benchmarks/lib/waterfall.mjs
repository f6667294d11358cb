// The request waterfall of a cold signed-in load: each screen of the route table opened as the first page, in
// a fresh tab holding the signed-in session, over Chromium's network emulation (200 ms round trips, HTTP cache
// off). Request start times are counted in round trips from the document's request, so they hold on a busy
// machine where milliseconds of work do not: a request that waits for another starts a round trip later.
export const ROUND_TRIP_MS = 200;

/**
 * The goal of a screen's first read, in round trips: the physical limit, the round trip of the HTML itself (a read
 * sent the moment the HTML has arrived). The early script, inline in the HTML (scripts/lib/screen-files.mjs),
 * sends a screen's declared reads (src/app/screen-reads.ts) then; a read the entry's loader sends comes after the
 * entry and the contract's table.
 */
export const FIRST_READ_GOAL = 2;

/** The goal of the last script of a screen's first paint, in round trips. */
export const LAST_SCRIPT_GOAL = 6;

/** Whether a screen's waterfall meets the goals; a screen without a read of its own (a form) has no read goal. */
export const firstReadMet = (w) => !w.firstRead || w.firstRead.wave <= FIRST_READ_GOAL;
export const lastScriptMet = (w) => w.lastScript.wave <= LAST_SCRIPT_GOAL;

/** A request's round trip by dependency, with its time in round trips in brackets. */
export const formatTrip = (r) => `${r.early ? 'early ' : ''}${r.wave} (${r.at.toFixed(1)})`;

const apiPrefixes = ['/api', '/shiro', '/cloud', '/refreshpage', '/linesapi', '/impapi', '/monit', '/offline'];
const isRead = (pathname) => apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Opens `screen` cold and signed in (`session`: the tab's session storage after a login). Returns the first
 * API request (`firstRead`, with `early`: sent by the early script rather than the entry) and the last script requested before the screen's heading was on screen
 * (`lastScript`), each as `at` (start, in round trips of time from the document's request) and `wave` (the
 * round trip it belongs to, counted by what it waited for); `scripts`, how many script files were requested
 * by then; `paint`, when the heading appeared; and `all` the requests.
 */
export async function screenWaterfall(browser, baseUrl, screen, session) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
  });
  try {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
      // When the screen's own heading (or the alert it shows instead) is first in the document: epoch ms.
      new globalThis.MutationObserver((_records, observer) => {
        if (!globalThis.document.querySelector('h1, [role="alert"]')) return;
        globalThis.__screenShownAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(globalThis.document, { childList: true, subtree: true });
    }, session);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ROUND_TRIP_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Start and end of each request on the browser's monotonic clock (seconds).
    const requests = new Map();
    let clockOffset = 0; // wall-clock ms minus monotonic ms, to place the heading (timed in the page) on it
    cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, type, initiator }) => {
      const url = new URL(request.url);
      if (!clockOffset) clockOffset = wallTime * 1000 - timestamp * 1000;
      if (url.origin !== new URL(baseUrl).origin || requests.has(requestId)) return;
      // Whether the early script made it: the page's inline script is on the initiator's stack (its frames bear
      // the document's address; the entry's are files under /assets/).
      const frames = initiator?.stack?.callFrames ?? [];
      const early = frames.some((frame) => frame.url && !new URL(frame.url).pathname.startsWith('/assets/'));
      requests.set(requestId, { pathname: url.pathname, type, at: timestamp * 1000, end: Infinity, early });
    });
    const finished = ({ requestId, timestamp }) => {
      const request = requests.get(requestId);
      if (request) request.end = timestamp * 1000;
    };
    cdp.on('Network.loadingFinished', finished);
    cdp.on('Network.loadingFailed', finished);
    await page.goto(screen, { waitUntil: 'commit' });
    await page.waitForFunction(() => globalThis.__screenShownAt, undefined, { timeout: 60_000 });
    const shownAt = (await page.evaluate(() => globalThis.__screenShownAt)) - clockOffset;
    if (new URL(page.url()).pathname !== screen) throw new Error(`${screen}: landed on ${page.url()}`);
    const all = [...requests.values()].sort((a, b) => a.at - b.at);
    // The round trip a request belongs to, whatever the machine's speed: one more than the deepest request
    // (document, script or read) that had finished when it started. Work on the main thread delays a request
    // in time but does not add to this count.
    for (const request of all) {
      const before = all.filter((other) => other.wave && other.end <= request.at && other.type !== 'Other');
      request.wave = 1 + Math.max(0, ...before.map((other) => other.wave));
    }
    const start = all.find((request) => request.type === 'Document')?.at ?? all[0].at;
    const trips = (at) => (at - start) / ROUND_TRIP_MS;
    const reads = all.filter((request) => isRead(request.pathname));
    const isScript = (request) => request.pathname.startsWith('/assets/') && request.pathname.endsWith('.js');
    const scripts = all.filter((request) => isScript(request) && request.at <= shownAt);
    const last = (list) => list.reduce((latest, request) => (request.at > latest.at ? request : latest), list[0]);
    return {
      firstRead: reads.length ? { at: trips(reads[0].at), wave: reads[0].wave, early: reads[0].early } : undefined,
      lastScript: scripts.length
        ? { at: trips(last(scripts).at), wave: Math.max(...scripts.map((r) => r.wave)) }
        : undefined,
      scripts: scripts.length,
      paint: trips(shownAt),
      all: all.map((request) => ({ path: request.pathname, at: trips(request.at), wave: request.wave })),
    };
  } finally {
    await context.close();
  }
}
