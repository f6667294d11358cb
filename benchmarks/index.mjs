// `npm run bench`: every figure beside a floor measured the same way in the same run.
//   bytes       the login route's JavaScript against two floors built here: React + Chakra, and the whole
//               stack (React, Chakra, TanStack Router and Query) rendering a login form; plus the treemap
//   routes      the JavaScript fetched when each screen of the route table is the first page opened, and what
//               it adds to the landing page already loaded, beside the floors of the three kinds of screen (a
//               10-row table, two charts, a form of three validated fields); each screen's kind and budget are
//               in tests/build/signed-in-screens.test.ts; then, for each screen over its goal, its files and
//               the modules that weigh most in each
//   lighthouse  mobile, each beside its floor in turn (median of 3): the login page (stack floor), /cdn/domain
//               (table), /cdn/newoverview (charts) and /page/usersetting (form), with score, LCP and first-page
//               JavaScript goals as pass or miss; desktop, the login page, the stack floor and /cdn/domain; then
//               the login page and the floor in turn, mobile: Style & Layout and Script Evaluation
//   chart       first render of a 100,000-point series with the kit's decimation against the series drawn whole
//   profile     where the start-up of the login page, /cdn/domain and /cdn/newoverview (signed in) spends the
//               main thread (CPU profile, by package); with the routes part, every screen over its goal too
//   screens     the lighthouse part's mobile pairs alone
//   waterfall   each screen opened cold and signed in over 200 ms round trips: when its first read and the
//               last script of its first paint start, in round trips (goal: ≤ 4 and ≤ 6; ≤ 3 for a first read
//               the script run before the entry sends, marked early)
//   data        /cdn/domain with 10,000 domains, /cdn/newsearchTask with 10,000 purge tasks and
//               /cdn/newoverview with a week in one-minute points (the contract's opt-in examples) against bare
//               floors built here (React + TanStack Table + Virtual; React + chart.js) making the portal's calls
//               to the same mock: first render, typing, sorting, scrolling and memory (goal ≤ 1.5 × the floor)
//   soak        a working day: every menu screen by the portal's links for 6 rounds (`--rounds N`), the heap
//               after GC, DOM nodes and listeners after each round (goal: < 0.5 MB a round after the first)
// After the parts, one line per screen: its JavaScript against its kind's floor and its round trips (routes,
// waterfall). `npm run bench -- routes chart` runs only those parts. Prints; asserts nothing (the budget is a test:
// tests/build/first-page.test.ts). The figures of the parts run are written to benchmarks/results.json and
// compared with its last commit (benchmarks/lib/results.mjs): commit it with the change it measures.
import path from 'node:path';
import { root } from '../scripts/lib/config.mjs';
import { buildPage, buildPortal, initialFiles, kB, sumGzip } from './lib/builds.mjs';
import { firstPageLoader, inlineScriptBytes, routeTable, screenKinds } from './lib/first-pages.mjs';
import { medianLighthouse } from './lib/lighthouse.mjs';
import { startupBreakdown } from './lib/startup-breakdown.mjs';
import { launchChromium, servePage, servePortal } from './lib/servers.mjs';
import { chartRatio } from './lib/chart.mjs';
import {
  FIRST_READ_GOAL,
  firstReadMet,
  formatTrip,
  LAST_SCRIPT_GOAL,
  lastScriptMet,
  ROUND_TRIP_MS,
  screenWaterfall,
} from './lib/waterfall.mjs';
import { writeFloorData } from './lib/floor-data.mjs';
import { screenGoals } from './lib/screen-floors.mjs';
import { DATA_EXAMPLES, dataFloorDefine } from './lib/data-floor-data.mjs';
import { dataScreens } from './lib/data-screens.mjs';
import { soak } from './lib/soak.mjs';
import { record, saveResults, TOLERANCE } from './lib/results.mjs';
import { BYTES_GOAL, printScreenSummary } from './lib/screen-summary.mjs';
import { printOverGoal } from './lib/over-goal.mjs';

const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);
const treemap = path.join(root, 'benchmarks/out/treemap.html');

const inBrowser = ['bytes', 'routes', 'lighthouse', 'waterfall', 'screens', 'profile', 'data', 'soak'].some(wanted);
// Lighthouse's mobile pairs: each screen beside its kind's floor (the `screens` part runs them alone).
const lighthousePairs = wanted('lighthouse') || wanted('screens');
const floors = {
  reactChakra: wanted('bytes') && (await buildPage('floors/react-chakra')),
  stack: (wanted('bytes') || lighthousePairs) && (await buildPage('floors/stack')),
  table: (lighthousePairs || wanted('routes')) && (await buildPage('floors/table')),
  charts: (lighthousePairs || wanted('routes')) && (await buildPage('floors/charts')),
  form: (lighthousePairs || wanted('routes')) && (await buildPage('floors/form')),
  bareTable: wanted('data') && (await buildPage('floors/bare-table', dataFloorDefine())),
  bareChart: wanted('data') && (await buildPage('floors/bare-chart', dataFloorDefine())),
};
for (const floor of [floors.table, floors.charts, floors.form]) if (floor) writeFloorData(floor.outDir);
const floorBytes = (floor) => sumGzip(floor.chunks, initialFiles(floor.chunks));
const portal = inBrowser && (await buildPortal(treemap));
const served = inBrowser ? await servePortal(portal.outDir) : undefined;
const browser = inBrowser ? await launchChromium() : undefined;
const pages = browser && served ? await firstPageLoader(browser, served.url) : undefined;
let session = {};
const screenFiles = {};
// What the closing summary shows of each screen: first-page bytes (routes) and round trips (waterfall).
const summary = { bytes: new Map(), floorBytes: {}, waterfalls: new Map() };
// The screens the routes part finds over their goal: the profile part profiles them too.
const overGoal = [];
const lighthouseScreens = ['/cdn/domain', '/cdn/newoverview', '/page/usersetting'];

try {
  const loginFiles = pages ? await pages.login() : undefined;
  if (pages) {
    await pages.signIn();
    session = await pages.sessionStorage();
  }

  if (wanted('bytes') && loginFiles) {
    const login = sumGzip(portal.chunks, loginFiles) + inlineScriptBytes(portal.outDir, '/newlogin');
    const reactChakra = floorBytes(floors.reactChakra);
    const stack = floorBytes(floors.stack);
    console.log('\nLogin route: JavaScript fetched by Chromium, gzip');
    console.log(`  React + Chakra floor   ${kB(reactChakra).padStart(9)}`);
    console.log(`  stack floor            ${kB(stack).padStart(9)}  (+ TanStack Router and Query)`);
    console.log(`  portal /newlogin       ${kB(login).padStart(9)}  (${loginFiles.size} files)`);
    console.log(`  ratio                  ${(login / reactChakra).toFixed(2)} × React + Chakra`);
    console.log(`                         ${(login / stack).toFixed(2)} × the stack (goal ≤ 1.10)`);
    const bytes = { tolerance: TOLERANCE.bytes };
    record('bytes', 'stack floor', stack / 1024, 'kB', bytes);
    record('bytes', '/newlogin', login / 1024, 'kB', { ...bytes, goal: Number(((stack * 1.1) / 1024).toFixed(1)) });
    const biggest = [...loginFiles].sort((a, b) => portal.chunks.get(b).gzip - portal.chunks.get(a).gzip);
    for (const file of biggest) console.log(`    ${kB(portal.chunks.get(file).gzip).padStart(9)}  ${file}`);
    console.log(`  treemap of the build: ${path.relative(root, treemap)}`);
  }

  if (wanted('routes') && pages) {
    const screens = routeTable();
    const rows = [];
    for (const screen of screens) rows.push({ screen, files: await pages.screen(screen) });
    const landing = rows[0].files;
    console.log(
      `\nThe floors of the signed-in screens, first-page JavaScript, gzip (goal: a screen ≤ ${BYTES_GOAL} × its kind)`,
    );
    for (const kind of ['table', 'charts', 'form']) {
      const bytes = floorBytes(floors[kind]);
      console.log(`  ${kind.padEnd(8)} ${kB(bytes).padStart(9)}  (goal ≤ ${kB(bytes * BYTES_GOAL)})`);
    }
    console.log('\nEach screen as the first page opened (signed in), JavaScript fetched, gzip');
    console.log(`  ${'screen'.padEnd(26)} ${'first page'.padStart(10)} ${'after landing'.padStart(14)}`);
    for (const kind of ['table', 'charts', 'form']) {
      summary.floorBytes[kind] = floorBytes(floors[kind]);
      record('routes', `${kind} floor`, summary.floorBytes[kind] / 1024, 'kB', { tolerance: TOLERANCE.bytes });
    }
    const kinds = screenKinds();
    const missed = [];
    for (const { screen, files } of rows) {
      screenFiles[screen] = files;
      // Its files and the script inline in its page.
      const inlineBytes = inlineScriptBytes(portal.outDir, screen);
      const firstPage = sumGzip(portal.chunks, files) + inlineBytes;
      const goalBytes = summary.floorBytes[kinds.get(screen)] * BYTES_GOAL;
      summary.bytes.set(screen, firstPage);
      record('routes', screen, firstPage / 1024, 'kB', {
        tolerance: TOLERANCE.bytes,
        goal: Number((goalBytes / 1024).toFixed(1)),
      });
      if (firstPage > goalBytes) missed.push({ screen, files, chunks: portal.chunks, inlineBytes, goalBytes });
      const added = new Set([...files].filter((file) => !landing.has(file)));
      const after = screen === screens[0] ? '(landing)' : kB(sumGzip(portal.chunks, added));
      console.log(`  ${screen.padEnd(26)} ${kB(firstPage).padStart(10)} ${after.padStart(14)}`);
    }
    for (const screen of missed) {
      overGoal.push(screen.screen);
      printOverGoal(screen);
    }
  }

  if (lighthousePairs && pages) {
    for (const screen of lighthouseScreens) screenFiles[screen] ??= await pages.screen(screen);
  }

  if (wanted('soak') && browser && served) await soak(browser, served.url, session);

  if (wanted('waterfall') && browser) {
    const only = process.env.BENCH_SCREENS?.split(',');
    const screens = routeTable().filter((screen) => !only || only.includes(screen));
    console.log(
      `\nCold signed-in load over ${ROUND_TRIP_MS} ms round trips (cache off), each screen as the first page`,
    );
    console.log('  round trip counted by what a request waited for (time in round trips, machine-dependent)');
    console.log(
      `  ${'screen'.padEnd(26)} ${'first read'.padStart(12)} ${'last script'.padStart(12)} ${'scripts'.padStart(7)} ${'heading'.padStart(7)}  goal ≤ ${FIRST_READ_GOAL} / ≤ ${LAST_SCRIPT_GOAL}`,
    );
    const cell = (r) => (r ? formatTrip(r) : '-');
    for (const screen of screens) {
      const w = await screenWaterfall(browser, served.url, screen, session);
      summary.waterfalls.set(screen, w);
      const pass = firstReadMet(w) && lastScriptMet(w) ? 'pass' : 'miss';
      const trips = { tolerance: TOLERANCE.count };
      if (w.firstRead)
        record('waterfall', `${screen} first read`, w.firstRead.wave, 'round trips', {
          ...trips,
          goal: FIRST_READ_GOAL,
        });
      record('waterfall', `${screen} last script`, w.lastScript.wave, 'round trips', {
        ...trips,
        goal: LAST_SCRIPT_GOAL,
      });
      console.log(
        `  ${screen.padEnd(26)} ${cell(w.firstRead).padStart(12)} ${cell(w.lastScript).padStart(12)} ${String(w.scripts).padStart(7)} ${w.paint.toFixed(1).padStart(7)}  ${pass}`,
      );
      if (process.env.BENCH_VERBOSE) {
        for (const r of w.all) console.log(`      ${r.wave} ${r.at.toFixed(1).padStart(5)}  ${r.path}`);
      }
    }
  }
} finally {
  await pages?.close();
  await browser?.close();
}

if (lighthousePairs && served) {
  const servers = await Promise.all(
    [floors.stack, floors.table, floors.charts, floors.form].map((f) => servePage(f.outDir)),
  );
  const [stack, table, charts, form] = servers.map((server) => server.url);
  const floorLogin = { url: `${stack}/login`, options: {} };
  const portalLogin = { url: `${served.url}/newlogin`, options: { headers: { Prefer: 'example=noSession' } } };
  const signedIn = (screen) => ({
    label: `portal ${screen}`,
    url: `${served.url}${screen}`,
    files: screenFiles[screen],
    options: { sessionStorage: session },
  });
  await screenGoals(
    [
      {
        name: '/newlogin against the stack floor',
        // Its JavaScript has a goal of its own (the bytes part).
        floor: { label: 'stack floor /login', ...floorLogin },
        portal: { label: 'portal /newlogin', ...portalLogin },
      },
      {
        name: '/cdn/domain against the table floor, a 10-row table with a filter bar',
        floor: { label: 'table floor /domains', url: `${table}/domains`, build: floors.table },
        portal: signedIn('/cdn/domain'),
      },
      {
        name: '/cdn/newoverview against the charts floor, two charts of 288 points',
        floor: { label: 'charts floor /overview', url: `${charts}/overview`, build: floors.charts },
        portal: signedIn('/cdn/newoverview'),
      },
      {
        name: '/page/usersetting against the form floor, three validated fields',
        floor: { label: 'form floor /account', url: `${form}/account`, build: floors.form },
        portal: signedIn('/page/usersetting'),
      },
    ],
    portal.chunks,
  );
  if (wanted('lighthouse')) {
    /** @type {[string, { url: string, options: Record<string, unknown> }][]} */
    const targets = [
      ['stack floor /login', floorLogin],
      ['portal /newlogin', portalLogin],
      ['portal /cdn/domain', { url: `${served.url}/cdn/domain`, options: { sessionStorage: session } }],
    ];
    console.log('\nLighthouse desktop, median of 3 (performance / accessibility / best practices; FCP, LCP, TBT)');
    for (const [name, { url, options }] of targets) {
      const r = await medianLighthouse(url, { formFactor: 'desktop', ...options });
      record('lighthouse', `desktop ${name} performance`, r.performance, 'points', {
        tolerance: TOLERANCE.score,
        higherIsBetter: true,
      });
      record('lighthouse', `desktop ${name} LCP`, r.lcp, 'ms', { tolerance: TOLERANCE.time });
      const times = `FCP ${(r.fcp / 1000).toFixed(1)} s, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt)} ms`;
      console.log(`  ${name.padEnd(20)} ${r.performance} / ${r.accessibility} / ${r.bestPractices}  ${times}`);
    }
    await startupBreakdown(floorLogin, portalLogin);
  }
  await Promise.all(servers.map((server) => server.close()));
}
if (wanted('data') && served) {
  // The floors' calls go to the portal's mock, answered with the same examples (benchmarks/floors/read-answer.ts).
  const floorServers = await Promise.all(
    [floors.bareTable, floors.bareChart].map((f) => servePage(f.outDir, served.apiTarget)),
  );
  const [table, chart] = floorServers.map((server) => server.url);
  const dataBrowser = await launchChromium();
  const signedIn = { session };
  // The portal's lists as the floor's: their first row, the scroll box, the name or URL filter, a sort button.
  const list = (row) => ({
    ready: { selector: row },
    scroll: row,
    filter: 'form[role="search"] input',
    sort: 'th button',
  });
  const floorList = (row) => ({
    ready: { selector: row },
    scroll: row,
    filter: 'input[type="search"]',
    sort: 'th button',
  });
  const noSort = 'no sort on this screen (a server-paged search without a sort field)';
  const domainRow = '[data-testid="domain-60001"]';
  const taskRow = '[data-testid="task-rf0000000001"]';
  try {
    await dataScreens(dataBrowser, [
      {
        screen: '/cdn/domain',
        name: '/cdn/domain, 10,000 domains (searchDomains tenThousandDomains)',
        floor: { url: `${table}/domains`, examples: DATA_EXAMPLES.domains, ...floorList(domainRow) },
        portal: { url: `${served.url}/cdn/domain`, examples: DATA_EXAMPLES.domains, ...signedIn, ...list(domainRow) },
        text: 'site12',
        notes: { sort: noSort },
      },
      {
        screen: '/cdn/newsearchTask',
        name: '/cdn/newsearchTask, 10,000 purge tasks (queryRefreshTasks tenThousandTasks)',
        floor: { url: `${table}/tasks`, examples: DATA_EXAMPLES.tasks, ...floorList(taskRow) },
        portal: {
          url: `${served.url}/cdn/newsearchTask`,
          examples: DATA_EXAMPLES.tasks,
          ...signedIn,
          ...list(taskRow),
        },
        text: 'app.12',
        notes: { sort: noSort },
      },
      {
        screen: '/cdn/newoverview',
        name: '/cdn/newoverview, 7 days of two accounts by the minute (weekByMinute), two charts',
        floor: { url: `${chart}/overview`, examples: DATA_EXAMPLES.week, ready: { canvases: 2 } },
        portal: {
          url: `${served.url}/cdn/newoverview?range=last7Days`,
          examples: DATA_EXAMPLES.week,
          ...signedIn,
          ready: { canvases: 2 },
        },
      },
    ]);
  } finally {
    await dataBrowser.close();
    await Promise.all(floorServers.map((server) => server.close()));
  }
}
await served?.close();

if (wanted('chart')) {
  const { points, kit, whole } = await chartRatio();
  console.log(`\nChart: first render of ${points.toLocaleString('en')} points`);
  console.log(`  kit (sampling + LTTB) ${kit.toFixed(0)} ms, drawn whole ${whole.toFixed(0)} ms`);
  console.log(`  ratio ${(kit / whole).toFixed(2)} (goal ≤ 0.5)`);
}
if (wanted('profile')) {
  const { startupProfile } = await import('./lib/startup-profile.mjs');
  const screens = [...new Set(['/cdn/domain', '/cdn/newoverview', ...overGoal])];
  const profiles = await startupProfile({ screens, sessionStorage: session });
  for (const [target, owners] of profiles) {
    const total = owners.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nStart-up of ${target}: main-thread self time at 4 × CPU slowdown, ${Math.round(total)} ms`);
    for (const [owner, ms] of owners.slice(0, 12))
      console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${owner}`);
  }
}
printScreenSummary({ screens: routeTable(), kinds: screenKinds(), ...summary });
saveResults();
process.exit(0);
