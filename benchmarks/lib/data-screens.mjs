// The data part of the benchmark: screens holding a lot of data (10,000 domains, 10,000 purge tasks, a week
// of two accounts in one-minute points, served by the mock with the contract's opt-in examples) against bare
// floors drawing the same data in the same run (benchmarks/floors/bare-table: React, TanStack Table and
// Virtual; bare-chart: React and chart.js), which make the portal's calls to the same mock behind the same
// nginx, answered with the same examples. Each page is opened in a fresh tab, floor and portal in turn,
// `ROUNDS` times; the medians are printed with the ratio and pass or miss against the goal (≤ 1.5 × the
// floor), and recorded (benchmarks/lib/results.mjs). Measured in Chromium, in the page (performance.now, the
// frame after the work):
//   first render  navigation to the first frame showing the first row (or every chart drawn)
//   typing        a key pressed in the list's text filter to the next frame, each key of a short text
//   sorting       a click on the first sortable header to the next frame (only where the screen sorts)
//   scrolling     the list's scroll box moved down one screen to the next frame
//   memory        the JavaScript heap after all of it and a garbage collection (CDP Runtime.getHeapUsage)
// Prints; asserts nothing.
import { record, TOLERANCE } from './results.mjs';

export const ROUNDS = 5;
export const GOAL = 1.5;

/**
 * Installed before the page's own scripts: the time of the first frame that shows `ready` (a row by its
 * selector, or `canvases` charts that have stroked a line), and the delay from each key press and click to
 * the frame after it (a frame has been presented once a task queued from its animation frame runs).
 */
function installProbes(ready) {
  const bench = { keys: [], clicks: [], canvases: new Set(), firstRender: undefined };
  globalThis.__bench = bench;
  const afterNextFrame = (then) => globalThis.requestAnimationFrame(() => setTimeout(then, 0));
  const stroke = globalThis.CanvasRenderingContext2D.prototype.stroke;
  globalThis.CanvasRenderingContext2D.prototype.stroke = function (...args) {
    bench.canvases.add(this.canvas);
    return stroke.apply(this, args);
  };
  globalThis.addEventListener(
    'keydown',
    (event) => afterNextFrame(() => bench.keys.push(performance.now() - event.timeStamp)),
    true,
  );
  let pressed = 0;
  globalThis.addEventListener('pointerdown', (event) => (pressed = event.timeStamp), true);
  globalThis.addEventListener(
    'click',
    () => afterNextFrame(() => bench.clicks.push(performance.now() - pressed)),
    true,
  );
  const shown = () =>
    ready.selector ? globalThis.document?.querySelector(ready.selector) : bench.canvases.size >= ready.canvases;
  const watch = () => {
    if (shown()) setTimeout(() => (bench.firstRender = performance.now()), 0);
    else globalThis.requestAnimationFrame(watch);
  };
  globalThis.requestAnimationFrame(watch);
}

/** Moves the scroll box holding `selector`'s element down by its own height; ms to the frame after. */
function scrollOneScreen(selector) {
  let box = globalThis.document.querySelector(selector);
  while (
    box &&
    !(box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(globalThis.getComputedStyle(box).overflowY))
  )
    box = box.parentElement;
  if (!box) return Promise.resolve(NaN);
  const start = performance.now();
  return new Promise((resolve) => {
    box.addEventListener(
      'scroll',
      () => globalThis.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0)),
      { once: true },
    );
    box.scrollBy(0, box.clientHeight);
  });
}

/** The read `path`: when it was asked for and answered in full (ms from navigation start), and the server's wait. */
function readTimes(path) {
  const entry = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).find(
    (e) => new URL(e.name).pathname === path,
  );
  if (!entry) return { start: NaN, wait: NaN, end: NaN };
  return { start: entry.startTime, wait: entry.responseStart - entry.requestStart, end: entry.responseEnd };
}

/**
 * One visit of a page. `target`: { url, examples (the paths of its data → the mock's example; the first is timed),
 * session? (session storage), ready ({ selector } or { canvases }), and the selectors of what it offers:
 * filter?, sort?, scroll? }; `text`: what is typed into the filter. Returns the figures of this visit.
 */
async function visit(browser, target, text) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
  try {
    if (target.session) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
      }, target.session);
    }
    await context.addInitScript(installProbes, target.ready);
    const page = await context.newPage();
    // The mock answers these reads with the named opt-in examples.
    const { examples } = target;
    await page.route(
      (url) => url.pathname in examples,
      (route) => {
        const example = examples[new URL(route.request().url()).pathname];
        return route.fallback({ headers: { ...route.request().headers(), prefer: `example=${example}` } });
      },
    );
    const cdp = await context.newCDPSession(page);
    const figures = {};
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => globalThis.__bench.firstRender, undefined, { timeout: 120_000, polling: 100 });
    figures.firstRender = await page.evaluate(() => globalThis.__bench.firstRender);
    const read = await page.evaluate(readTimes, Object.keys(target.examples)[0]);
    Object.assign(figures, { readStart: read.start, readWait: read.wait, afterRead: figures.firstRender - read.end });

    if (target.scroll) figures.scroll = await page.evaluate(scrollOneScreen, target.scroll);
    if (target.sort) {
      const header = page.locator(target.sort).first();
      if ((await header.count()) > 0) {
        await header.click();
        await page.waitForFunction(() => globalThis.__bench.clicks.length > 0);
        figures.sort = await page.evaluate(() => globalThis.__bench.clicks[0]);
      }
    }
    if (target.filter) {
      await page.locator(target.filter).first().focus();
      const keys = [];
      for (const key of text) {
        const before = await page.evaluate(() => globalThis.__bench.keys.length);
        await page.keyboard.press(key);
        await page.waitForFunction((n) => globalThis.__bench.keys.length > n, before);
        keys.push(await page.evaluate((n) => globalThis.__bench.keys[n], before));
      }
      figures.keys = keys;
    }
    await cdp.send('HeapProfiler.collectGarbage');
    figures.heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    return figures;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/** Medians of the rounds' figures; the keys of all rounds pooled. */
function summary(visits) {
  const of = (name) => median(visits.map((v) => v[name]));
  return {
    firstRender: of('firstRender'),
    readStart: of('readStart'),
    readWait: of('readWait'),
    afterRead: of('afterRead'),
    keys: median(visits.flatMap((v) => v.keys ?? [])),
    sort: of('sort'),
    scroll: of('scroll'),
    heap: of('heap'),
  };
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');
const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : '-');

function printPair(name, floor, portal, notes) {
  console.log(`  ${name}`);
  console.log(`    ${''.padEnd(16)} ${'floor'.padStart(9)} ${'portal'.padStart(9)} ${'ratio'.padStart(7)}`);
  const line = (label, a, b, format, { judged = true, note = '' } = {}) => {
    if (!Number.isFinite(a) && !Number.isFinite(b)) return;
    const ratio = b / a;
    const verdict = !judged || !Number.isFinite(ratio) ? note : ratio <= GOAL ? 'pass' : 'miss';
    const shown = Number.isFinite(ratio) ? `${ratio.toFixed(2)} ×` : '-';
    console.log(
      `    ${label.padEnd(16)} ${format(a).padStart(9)} ${format(b).padStart(9)} ${shown.padStart(7)}  ${verdict}`,
    );
  };
  line('first render', floor.firstRender, portal.firstRender, ms);
  // Where it went: the read asked for (after the page's start-up), the server's wait (the same mock on both
  // sides), and the work from the answer to the first frame (parsing, decrypting, drawing).
  line('  read asked at', floor.readStart, portal.readStart, ms, { judged: false });
  line('  server wait', floor.readWait, portal.readWait, ms, { judged: false });
  line('  after the read', floor.afterRead, portal.afterRead, ms, { judged: false });
  line('typing', floor.keys, portal.keys, ms);
  line('sorting', floor.sort, portal.sort, ms, { note: notes.sort });
  line('scrolling', floor.scroll, portal.scroll, ms);
  line('memory', floor.heap, portal.heap, mb);
}

/** The pair's figures in results.json under `screen`: each ratio with its goal, first render and heap as measured. */
function recordPair(screen, floor, portal) {
  const time = { tolerance: TOLERANCE.time };
  const memory = { tolerance: TOLERANCE.memory };
  record('data', `${screen} first render floor`, floor.firstRender, 'ms', time);
  record('data', `${screen} first render portal`, portal.firstRender, 'ms', time);
  record('data', `${screen} heap portal`, portal.heap / 1024 / 1024, 'MB', memory);
  const measures = {
    'first render': 'firstRender',
    typing: 'keys',
    sorting: 'sort',
    scrolling: 'scroll',
    memory: 'heap',
  };
  for (const [label, key] of Object.entries(measures)) {
    const tolerance = key === 'heap' ? TOLERANCE.memory : TOLERANCE.time;
    record('data', `${screen} ${label}`, portal[key] / floor[key], '× floor', { tolerance, goal: GOAL });
  }
}

/**
 * `pairs`: [{ screen, name, floor, portal, text?, notes? }] (targets: see `visit`). Floor and portal are visited
 * in turn, the first of them alternating by round, so neither always meets a warmer machine.
 */
export async function dataScreens(browser, pairs) {
  console.log(
    `\nA lot of data: each screen beside its bare floor, median of ${ROUNDS} visits in turn (goal ≤ ${GOAL} ×)`,
  );
  console.log('  (timings on a shared machine are noisy: compare only figures of one run)');
  for (const { screen, name, floor, portal, text = '', notes = {} } of pairs) {
    const visits = { floor: [], portal: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? ['floor', 'portal'] : ['portal', 'floor'];
      for (const side of order) visits[side].push(await visit(browser, side === 'floor' ? floor : portal, text));
    }
    const [floorFigures, portalFigures] = [summary(visits.floor), summary(visits.portal)];
    printPair(name, floorFigures, portalFigures, notes);
    recordPair(screen, floorFigures, portalFigures);
  }
}
