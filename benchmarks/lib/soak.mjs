// A working day in one tab: every screen of the side menus opened by the portal's own links (the header's
// sections, then each section's menu), round after round, against the production build and the mock the bench
// serves. After each round: the JavaScript heap after a garbage collection, and the document's nodes and event
// listeners. A tab kept open all day must stay flat: goal, under 0.5 MB of heap a round after the first (the
// first round loads each screen's code and fills the caches). Prints; asserts nothing.
import { routeTable } from './first-pages.mjs';
import { record, TOLERANCE } from './results.mjs';

const MB = 1024 * 1024;
/** How long the page must have no request running to count as settled (a polling screen never fully is). */
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 5_000;

/** `--rounds N` from the command line, else 6 (fewer cannot tell the caches settling from a leak). */
export function roundsFromArgs(args = process.argv) {
  const at = args.indexOf('--rounds');
  const rounds = at === -1 ? 6 : Number(args[at + 1]);
  if (!Number.isInteger(rounds) || rounds < 2) throw new Error('--rounds takes a whole number of at least 2');
  return rounds;
}

/** Resolves once no request of the page has run for QUIET_MS, or after SETTLE_LIMIT_MS. */
function requestsTracker(page) {
  let running = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    running += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function settled() {
    const started = Date.now();
    while (Date.now() - started < SETTLE_LIMIT_MS) {
      if (running <= 0 && Date.now() - lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/** Follows the portal's links to `path`: its section in the header if its menu link is not on screen. */
async function openByLinks(page, path) {
  const menuLink = page.locator(`a[href="${path}"]:visible`).first();
  if ((await menuLink.count()) === 0) {
    const section = `/${path.split('/')[1]}/`;
    const sectionLink = page.locator(`header a[href^="${section}"]:visible`).first();
    if ((await sectionLink.count()) === 0) return false;
    await sectionLink.click();
    await page.waitForURL((url) => url.pathname.startsWith(section));
  }
  if ((await menuLink.count()) === 0) return false;
  await menuLink.click();
  await page.waitForURL((url) => url.pathname === path);
  return true;
}

async function measure(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize / MB, nodes, listeners: jsEventListeners };
}

/**
 * Walks every menu screen `rounds` times in one signed-in tab (`session`: the tab's session storage after a
 * login) and prints the memory after each round.
 */
export async function soak(browser, baseUrl, session, rounds = roundsFromArgs()) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
  });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
  }, session);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const settled = requestsTracker(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const screens = routeTable();
  try {
    await page.goto(screens[0]);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settled();
    const start = await measure(cdp);
    console.log(`\nA working day: every menu screen by the portal's links, ${rounds} rounds, one tab`);
    console.log(
      `  ${'round'.padEnd(6)} ${'screens'.padStart(7)} ${'heap MB'.padStart(8)} ${'Δ MB'.padStart(7)} ${'nodes'.padStart(7)} ${'listeners'.padStart(9)}  no heading`,
    );
    const row = (label, visited, m, delta, missing) =>
      console.log(
        `  ${label.padEnd(6)} ${String(visited).padStart(7)} ${m.heap.toFixed(1).padStart(8)} ${delta.padStart(7)} ${String(m.nodes).padStart(7)} ${String(m.listeners).padStart(9)}  ${missing.join(' ')}`,
      );
    row('start', '-', start, '', []);
    const heaps = [];
    let previous = start;
    for (let round = 1; round <= rounds; round += 1) {
      let visited = 0;
      const missing = [];
      for (const path of screens) {
        if (!(await openByLinks(page, path))) continue; // a screen reached from another page (details)
        visited += 1;
        const heading = page.getByRole('heading', { level: 1 }).first();
        if (
          !(await heading.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          ))
        )
          missing.push(path);
        await settled();
      }
      const m = await measure(cdp);
      row(String(round), visited, m, (m.heap - previous.heap).toFixed(2), missing);
      heaps.push(m.heap);
      previous = m;
    }
    const perRound = (heaps.at(-1) - heaps[0]) / (heaps.length - 1);
    console.log(`  growth after the first round: ${perRound.toFixed(2)} MB a round (goal < 0.5)`);
    record('soak', 'heap growth a round after the first', perRound, 'MB', { tolerance: TOLERANCE.memory, goal: 0.5 });
    record('soak', 'page errors', errors.length, 'errors', { tolerance: TOLERANCE.count, goal: 0 });
    console.log(`  page errors: ${errors.length}${errors.length ? `, first: ${errors[0]}` : ''}`);
  } finally {
    await context.close();
  }
}
