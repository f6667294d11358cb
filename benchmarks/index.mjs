// `npm run bench`: every figure beside a floor measured the same way in the same run.
//   bytes       the login route's JavaScript against two floors built here: React + Chakra, and the whole
//               stack (React, Chakra, TanStack Router and Query) rendering a login form; plus the treemap
//   routes      the JavaScript fetched when each screen of the route table is the first page opened, and what
//               it adds to the landing page already loaded, beside the floors of the three kinds of screen (a
//               10-row table, two charts, a form of three validated fields); each screen's kind and budget are
//               in tests/build/signed-in-screens.test.ts
//   lighthouse  the login page and a list screen against the stack floor, mobile and desktop, median of 3;
//               then the login page and the floor in turn, mobile: Style & Layout and Script Evaluation
//   chart       first render of a 100,000-point series with the kit's decimation against the series drawn whole
//   profile     where the start-up of the login page, /cdn/domain and /cdn/newoverview (signed in) spends the
//               main thread (CPU profile, by package)
//   screens     /cdn/domain and /cdn/newoverview against floors built here (the stack rendering, after one
//               fetch, a 10-row table with a filter bar; two 288-point charts), and the login page against the
//               stack floor: Lighthouse mobile, LCP and first-page JavaScript, with the goals as pass or miss
//   waterfall   each screen opened cold and signed in over 200 ms round trips: when its first read and the
//               last script of its first paint start, in round trips (goal: ≤ 4 and ≤ 6; ≤ 3 for a first read
//               the script run before the entry sends, marked early)
//   data        /cdn/domain with 10,000 domains, /cdn/newsearchTask with 10,000 purge tasks and
//               /cdn/newoverview with a week in one-minute points (the contract's opt-in examples) against bare
//               floors built here (React + TanStack Table + Virtual; React + chart.js) drawing the same data:
//               first render, typing, sorting, scrolling and memory (goal ≤ 1.5 × the floor)
//   soak        a working day: every menu screen by the portal's links for 6 rounds (`--rounds N`), the heap
//               after GC, DOM nodes and listeners after each round (goal: < 0.5 MB a round after the first)
// `npm run bench -- routes chart` runs only those parts. Prints; asserts nothing (the budget is a test:
// tests/build/first-page.test.ts). The figures of the parts run are written to benchmarks/results.json and
// compared with its last commit (benchmarks/lib/results.mjs): commit it with the change it measures.
import path from 'node:path';
import { root } from '../scripts/lib/config.mjs';
import { buildPage, buildPortal, initialFiles, kB, sumGzip } from './lib/builds.mjs';
import { firstPageLoader, routeTable } from './lib/first-pages.mjs';
import { medianLighthouse } from './lib/lighthouse.mjs';
import { startupBreakdown } from './lib/startup-breakdown.mjs';
import { launchChromium, servePage, servePortal } from './lib/servers.mjs';
import { chartRatio } from './lib/chart.mjs';
import { firstReadGoal, ROUND_TRIP_MS, screenWaterfall } from './lib/waterfall.mjs';
import { writeFloorData } from './lib/floor-data.mjs';
import { screenGoals } from './lib/screen-floors.mjs';
import { writeDataFloorData } from './lib/data-floor-data.mjs';
import { dataScreens } from './lib/data-screens.mjs';
import { soak } from './lib/soak.mjs';
import { record, saveResults, TOLERANCE } from './lib/results.mjs';

const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);
const treemap = path.join(root, 'benchmarks/out/treemap.html');

const inBrowser = ['bytes', 'routes', 'lighthouse', 'waterfall', 'screens', 'profile', 'data', 'soak'].some(wanted);
const floors = {
  reactChakra: wanted('bytes') && (await buildPage('floors/react-chakra')),
  stack: (wanted('bytes') || wanted('lighthouse') || wanted('screens')) && (await buildPage('floors/stack')),
  table: (wanted('screens') || wanted('routes')) && (await buildPage('floors/table')),
  charts: (wanted('screens') || wanted('routes')) && (await buildPage('floors/charts')),
  form: wanted('routes') && (await buildPage('floors/form')),
  bareTable: wanted('data') && (await buildPage('floors/bare-table')),
  bareChart: wanted('data') && (await buildPage('floors/bare-chart')),
};
for (const floor of [floors.table, floors.charts, floors.form]) if (floor) writeFloorData(floor.outDir);
for (const floor of [floors.bareTable, floors.bareChart]) if (floor) writeDataFloorData(floor.outDir);
const floorBytes = (floor) => sumGzip(floor.chunks, initialFiles(floor.chunks));
const portal = inBrowser && (await buildPortal(treemap));
const served = inBrowser ? await servePortal(portal.outDir) : undefined;
const browser = inBrowser ? await launchChromium() : undefined;
const pages = browser && served ? await firstPageLoader(browser, served.url) : undefined;
let session = {};
const screenFiles = {};

try {
  const loginFiles = pages ? await pages.login() : undefined;
  if (pages) {
    await pages.signIn();
    session = await pages.sessionStorage();
  }

  if (wanted('bytes') && loginFiles) {
    const login = sumGzip(portal.chunks, loginFiles);
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
      '\nThe floors of the signed-in screens, first-page JavaScript, gzip (goal: a screen ≤ 1.25 × its kind)',
    );
    for (const kind of ['table', 'charts', 'form']) {
      const bytes = floorBytes(floors[kind]);
      console.log(`  ${kind.padEnd(8)} ${kB(bytes).padStart(9)}  (goal ≤ ${kB(bytes * 1.25)})`);
    }
    console.log('\nEach screen as the first page opened (signed in), JavaScript fetched, gzip');
    console.log(`  ${'screen'.padEnd(26)} ${'first page'.padStart(10)} ${'after landing'.padStart(14)}`);
    for (const kind of ['table', 'charts', 'form']) {
      record('routes', `${kind} floor`, floorBytes(floors[kind]) / 1024, 'kB', { tolerance: TOLERANCE.bytes });
    }
    for (const { screen, files } of rows) {
      record('routes', screen, sumGzip(portal.chunks, files) / 1024, 'kB', { tolerance: TOLERANCE.bytes });
      const added = new Set([...files].filter((file) => !landing.has(file)));
      const after = screen === screens[0] ? '(landing)' : kB(sumGzip(portal.chunks, added));
      console.log(`  ${screen.padEnd(26)} ${kB(sumGzip(portal.chunks, files)).padStart(10)} ${after.padStart(14)}`);
    }
  }

  if (wanted('screens') && pages) {
    for (const screen of ['/cdn/domain', '/cdn/newoverview']) screenFiles[screen] = await pages.screen(screen);
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
      `  ${'screen'.padEnd(26)} ${'first read'.padStart(12)} ${'last script'.padStart(12)} ${'scripts'.padStart(7)} ${'heading'.padStart(7)}  goal ≤ 4 (3 early) / ≤ 6`,
    );
    const cell = (r) => (r ? `${r.early ? 'early ' : ''}${r.wave} (${r.at.toFixed(1)})` : '-');
    for (const screen of screens) {
      const w = await screenWaterfall(browser, served.url, screen, session);
      // A screen without a read of its own (a form) is judged on its scripts.
      const pass =
        (!w.firstRead || w.firstRead.wave <= firstReadGoal(w.firstRead)) && w.lastScript.wave <= 6 ? 'pass' : 'miss';
      const trips = { tolerance: TOLERANCE.count };
      if (w.firstRead)
        record('waterfall', `${screen} first read`, w.firstRead.wave, 'round trips', {
          ...trips,
          goal: firstReadGoal(w.firstRead),
        });
      record('waterfall', `${screen} last script`, w.lastScript.wave, 'round trips', { ...trips, goal: 6 });
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

if (wanted('lighthouse') && served) {
  const floorServer = await servePage(floors.stack.outDir);
  const floorLogin = { url: `${floorServer.url}/login`, options: {} };
  const portalLogin = { url: `${served.url}/newlogin`, options: { headers: { Prefer: 'example=noSession' } } };
  /** @type {[string, { url: string, options: Record<string, unknown> }][]} */
  const targets = [
    ['stack floor /login', floorLogin],
    ['portal /newlogin', portalLogin],
    ['portal /cdn/domain', { url: `${served.url}/cdn/domain`, options: { sessionStorage: session } }],
  ];
  console.log('\nLighthouse, median of 3 (performance / accessibility / best practices; FCP, LCP, TBT)');
  for (const formFactor of ['mobile', 'desktop']) {
    for (const [name, { url, options }] of targets) {
      const r = await medianLighthouse(url, { formFactor, ...options });
      const score = { tolerance: TOLERANCE.score, higherIsBetter: true };
      record('lighthouse', `${formFactor} ${name} performance`, r.performance, 'points', score);
      record('lighthouse', `${formFactor} ${name} LCP`, r.lcp, 'ms', { tolerance: TOLERANCE.time });
      const times = `FCP ${(r.fcp / 1000).toFixed(1)} s, LCP ${(r.lcp / 1000).toFixed(1)} s, TBT ${Math.round(r.tbt)} ms`;
      console.log(
        `  ${formFactor.padEnd(8)} ${name.padEnd(20)} ${r.performance} / ${r.accessibility} / ${r.bestPractices}  ${times}`,
      );
      // Where the median run's main thread went (mobile, the login page and its floor).
      if (formFactor === 'mobile' && !name.includes('/cdn/')) {
        const work = r.work.slice(0, 5).map(([group, ms]) => `${group} ${Math.round(ms)} ms`);
        console.log(`           main thread: ${work.join(', ')}`);
        for (const [url, ms] of r.scripts.slice(0, 3)) console.log(`           script ${Math.round(ms)} ms  ${url}`);
      }
    }
  }
  await startupBreakdown(floorLogin, portalLogin);
  await floorServer.close();
}
if (wanted('screens') && served) {
  const servers = await Promise.all([floors.stack, floors.table, floors.charts].map((f) => servePage(f.outDir)));
  const [stack, table, charts] = servers.map((server) => server.url);
  const signedIn = { sessionStorage: session };
  await screenGoals(
    [
      {
        name: '/cdn/domain against floor (a), a 10-row table with a filter bar',
        floor: { label: 'floor (a) /domains', url: `${table}/domains`, build: floors.table },
        portal: {
          label: 'portal /cdn/domain',
          url: `${served.url}/cdn/domain`,
          files: screenFiles['/cdn/domain'],
          options: signedIn,
        },
      },
      {
        name: '/cdn/newoverview against floor (b), two charts of 288 points',
        floor: { label: 'floor (b) /overview', url: `${charts}/overview`, build: floors.charts },
        portal: {
          label: 'portal /cdn/newoverview',
          url: `${served.url}/cdn/newoverview`,
          files: screenFiles['/cdn/newoverview'],
          options: signedIn,
        },
      },
      {
        name: '/newlogin against the stack floor',
        floor: { label: 'stack floor /login', url: `${stack}/login` },
        portal: {
          label: 'portal /newlogin',
          url: `${served.url}/newlogin`,
          options: { headers: { Prefer: 'example=noSession' } },
        },
      },
    ],
    portal.chunks,
  );
  await Promise.all(servers.map((server) => server.close()));
}
if (wanted('data') && served) {
  const floorServers = await Promise.all([floors.bareTable, floors.bareChart].map((f) => servePage(f.outDir)));
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
  try {
    await dataScreens(dataBrowser, [
      {
        name: '/cdn/domain, 10,000 domains (searchDomains tenThousandDomains)',
        floor: { url: `${table}/domains`, read: '/data/domains.json', ...floorList('[data-testid="domain-60001"]') },
        portal: {
          url: `${served.url}/cdn/domain`,
          read: '/api/domain/search',
          examples: { '/api/domain/search': 'tenThousandDomains' },
          ...signedIn,
          ...list('[data-testid="domain-60001"]'),
        },
        text: 'site12',
        notes: { sort: noSort },
      },
      {
        name: '/cdn/newsearchTask, 10,000 purge tasks (queryRefreshTasks tenThousandTasks)',
        floor: { url: `${table}/tasks`, read: '/data/tasks.json', ...floorList('[data-testid="task-rf0000000001"]') },
        portal: {
          url: `${served.url}/cdn/newsearchTask`,
          read: '/api/refresh/query',
          examples: { '/api/refresh/query': 'tenThousandTasks' },
          ...signedIn,
          ...list('[data-testid="task-rf0000000001"]'),
        },
        text: 'app.12',
        notes: { sort: noSort },
      },
      {
        name: '/cdn/newoverview, 7 days of two accounts by the minute (weekByMinute), two charts',
        floor: { url: `${chart}/overview`, read: '/data/week.json', ready: { canvases: 2 } },
        portal: {
          url: `${served.url}/cdn/newoverview?range=last7Days`,
          read: '/api/overview',
          examples: { '/api/overview': 'weekByMinute', '/api/sequential': 'weekByMinute' },
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
  const profiles = await startupProfile({ screens: ['/cdn/domain', '/cdn/newoverview'], sessionStorage: session });
  for (const [target, owners] of profiles) {
    const total = owners.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\nStart-up of ${target}: main-thread self time at 4 × CPU slowdown, ${Math.round(total)} ms`);
    for (const [owner, ms] of owners.slice(0, 12))
      console.log(`  ${Math.round(ms).toString().padStart(6)} ms  ${owner}`);
  }
}
saveResults();
process.exit(0);
