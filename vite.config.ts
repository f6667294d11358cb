import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import { chakraStaticGlobals } from './scripts/lib/chakra-static-globals.mjs';
import { chartJsPureClasses } from './scripts/lib/chart-js-pure-classes.mjs';
import { cryptoJsWithoutKdf } from './scripts/lib/crypto-js-without-kdf.mjs';
import { gzipStatic } from './scripts/lib/nginx-gzip-static.mjs';
import { screenFilesInHtml } from './scripts/lib/screen-files.mjs';
import { securityHeaders } from './scripts/lib/security-headers.mjs';

// Every path prefix the contract uses; the dev server forwards them to the mock (or API_TARGET).
const apiPrefixes = ['/api', '/shiro', '/cloud', '/refreshpage', '/linesapi', '/impapi', '/monit', '/offline'];

// How the build groups modules into files. Left to itself the bundler cuts the lazy code into many chunks of a
// few hundred bytes, and over HTTP/1.1 (six connections) a screen's dozens of files queue for several round
// trips even when all are requested at once. Grouped, a screen loads a handful (docs/performance.md).
const widgets = ['menu', 'popover', 'dialog', 'tabs', 'checkbox', 'switch'];
const chunkGroups = [
  // What the first page needs, in one file rather than many shared fragments of a few hundred bytes: one
  // request, and gzip compresses it as a whole, smaller than its parts.
  { name: 'start', tags: ['$initial' as const], priority: 40 },
  // Libraries only some screens need, each a file of its own, loaded with the first screen that uses it.
  // Bar, pie and doughnut charts, which only some chart screens draw (chart.js itself is one module, so its
  // parts for them stay in the charts file).
  {
    name: 'distribution-charts',
    test: /src[\\/]components[\\/]charts[\\/](DistributionChart\.tsx|distribution-config\.ts)$|src[\\/]lib[\\/]top-n\.ts$/,
    priority: 31,
    includeDependenciesRecursively: false,
  },
  {
    name: 'charts',
    test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]|src[\\/]components[\\/]charts[\\/]/,
    priority: 30,
    // Not what the charts import (units, percentiles): those belong to the kit, and a screen without a chart
    // would otherwise load chart.js with them.
    includeDependenciesRecursively: false,
  },
  {
    name: 'forms',
    test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|src[\\/]components[\\/]form[\\/]/,
    priority: 30,
    includeDependenciesRecursively: false,
  },
  {
    name: 'certificates',
    test: /node_modules[\\/](@peculiar|asn1js|pvtsutils|pvutils|tslib|reflect-metadata)[\\/]/,
    priority: 30,
  },
  // Parts of the kit that only some screens use, each a file: lists (the table kit, the filters, the pager,
  // status badges), and the pickers with the time and figure helpers of the screens that chart or analyse
  // traffic (time and day ranges, the server's clock, units, series) together with what dashboards and detail
  // screens draw and lists do not (Chakra's stat, grid, simple grid and data list, the certificates-at-risk
  // card and what loads its list when it comes near): in the kit's file those were a list's first page too.
  // Without what they import, which is the kit's.
  {
    name: 'table',
    test: /src[\\/]components[\\/](table|status)[\\/]|src[\\/]components[\\/]list[\\/](FilterBar|SelectFilter|TextFilter|Pager)\.tsx$|src[\\/]components[\\/]list[\\/]page-items\.ts$|src[\\/]lib[\\/]provisioning-status\.ts$/,
    minShareCount: 2,
    priority: 25,
    includeDependenciesRecursively: false,
  },
  // Windowed rows (TanStack Virtual), for the few lists that run to thousands: not in every table's file.
  {
    name: 'virtual-rows',
    test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]|src[\\/]components[\\/]table[\\/]VirtualRows\.tsx$/,
    priority: 26,
    includeDependenciesRecursively: false,
  },
  // The day-range fields of the lists filtered by days (certificates, purge tasks, alert history, logs).
  {
    name: 'day-range',
    test: /src[\\/]lib[\\/]day-range\.ts$|src[\\/]components[\\/]list[\\/](DayRangeFields\.tsx|day-range-message\.ts)$/,
    minShareCount: 2,
    priority: 25,
    includeDependenciesRecursively: false,
  },
  // Writing and saving a file (a CSV export, a certificate's download): on a press, never for a first paint. As
  // code shared by several screens it would otherwise go to the kit's file, which every screen loads.
  {
    name: 'downloads',
    test: /src[\\/]components[\\/](save-blob|csv-file)\.ts$|src[\\/]lib[\\/]csv\.ts$/,
    priority: 26,
    includeDependenciesRecursively: false,
  },
  // TanStack Query's many-queries hook: the certificates-at-risk list (loaded when its card comes near) and
  // the certificate screens use it, not a screen's first paint.
  {
    name: 'many-queries',
    test: /node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/]queriesObserver|react-query[\\/]build[\\/]modern[\\/]useQueries)\.js$/,
    priority: 24,
    includeDependenciesRecursively: false,
  },
  {
    name: 'pickers',
    test: /node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](stat|grid|simple-grid|data-list)[\\/]|src[\\/]components[\\/]certificate-risk[\\/]|src[\\/]components[\\/]pickers[\\/]|src[\\/]components[\\/](lazy-time-series-chart\.tsx|use-near-view\.ts)$|src[\\/]lib[\\/](time-range|account-tree|server-time|recent-traffic|units|series|percentile)\.ts$/,
    minShareCount: 2,
    priority: 25,
    includeDependenciesRecursively: false,
  },
  // The interactive widgets a screen's first paint does not draw: menus, popovers, dialogs and drawers (their
  // code loads when one is first wanted, src/components/overlay-on-demand.tsx, or with a dialog), tabs,
  // checkboxes and switches (in forms), what positions, traps focus and dismisses them, and the state machines'
  // core (zag, Ark UI's hooks), which nothing else of a list screen's first paint uses since the pager is plain
  // buttons. One file, so a list screen's first files hold the table, the filters and the pager without them.
  {
    name: 'widgets',
    test: new RegExp(
      [
        `node_modules[\\/]@zag-js[\\/](${widgets.join('|')}|popper|dismissable|focus-trap|interact-outside|remove-scroll|aria-hidden|focus-visible|rect-utils|presence|react|core|dom-query|utils)[\\/]`,
        `node_modules[\\/]@floating-ui[\\/]`,
        `node_modules[\\/]@ark-ui[\\/]react[\\/]dist[\\/](components[\\/](${widgets.join('|')}|fieldset|focus-trap|portal|presence)|utils|providers)[\\/]`,
        `node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](${widgets.join('|')}|drawer|checkmark|fieldset|portal|close-button)[\\/]`,
        // The kit's own dialogs, which screens open over their lists.
        `src[\\/]components[\\/](ConfirmDialog|InfoDialog|DeleteConfirmation)\\.tsx$`,
      ].join('|'),
    ),
    minShareCount: 2,
    priority: 22,
    // Without what they share with the rest of the kit (the DOM helpers, the machines' core).
    includeDependenciesRecursively: false,
  },
  // The rest of the kit shared by screens (dialogs, popovers, tabs, and the Chakra and TanStack Query parts
  // they use): one file. A module used by one screen only stays in that screen's chunk.
  {
    name: 'kit',
    test: /node_modules[\\/](?!crypto-js[\\/])|src[\\/](components|lib|api)[\\/]/,
    minShareCount: 2,
    priority: 20,
  },
  // An area's code shared by its screens: one file per area.
  {
    name: (id: string) => /src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? null,
    test: /src[\\/]features[\\/]/,
    minShareCount: 2,
    priority: 10,
  },
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = process.env.API_TARGET ?? env.API_TARGET ?? 'http://127.0.0.1:4010';
  const proxy = Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target, changeOrigin: true }]));
  return {
    // '@/…' is src and '@tests/…' the test helpers (tsconfig.json says the same to the type checker).
    resolve: {
      alias: {
        '@/': `${path.join(import.meta.dirname, 'src')}/`,
        '@tests/': `${path.join(import.meta.dirname, 'tests')}/`,
      },
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders are split too, so what an area loads with (its query factories and rules) is fetched with
        // the area, never with the first page of the portal. A route's loader and component share one chunk:
        // the start-up preloads the matched routes' chunks (src/app/router.tsx), which must bring the loader,
        // and a loader's queries are its page's anyway.
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) =>
            // The login screen is the first page of most visits (a session lives in one tab): it ships with
            // the first file rather than after it, one round trip sooner on screen.
            routeId === '/newlogin'
              ? []
              : // The signed-in layout's loader is one call (the screen's area's messages): not split.
                routeId === '/_app'
                ? [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
                : undefined,
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      cryptoJsWithoutKdf(),
      chartJsPureClasses(),
      // Chakra's global styles and token variables, a stylesheet made at build time instead of at every start.
      chakraStaticGlobals(),
      // Each signed-in screen's files, listed in index.html, and the script run before the entry that requests them.
      screenFilesInHtml(),
      // nginx serves these gzipped files as they are (docs/deploying.md).
      gzipStatic(),
    ],
    server: { proxy },
    preview: { proxy, headers: securityHeaders },
    build: {
      target: 'es2022',
      sourcemap: false,
      // A dynamic import requests the chunks its chunk imports at the same time as the chunk itself (Vite's
      // preload list), rather than one level of imports per round trip. The polyfill is left out: every
      // browser of the es2022 target preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Chakra's theme module builds its whole default theme at load time with `defineConfig` (an identity
        // function); marked pure, that build and the recipes the portal leaves out are dropped (src/app/theme.ts).
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: { codeSplitting: { groups: chunkGroups } },
      },
    },
  };
});
