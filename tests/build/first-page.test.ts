// What the login route loads, from a production build made here (vite build, nothing written to disk):
// its size against a budget, and what may not be in it. Bytes are deterministic, so a budget can be a test;
// times and Lighthouse scores stay in the benchmark (`npm run bench`).
import { beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_STYLESHEET_ID } from '../../src/app/global-stylesheet';
import {
  buildPortal,
  containing as containing_,
  gzipBytes,
  initialChunks,
  screenFilesScriptBytes,
  sourcesOf,
  withImports,
  type ProductionBuild,
} from './production-build';

/**
 * The budget: the login route's size when the budget was set, close to the stack floor (React, Chakra, TanStack
 * Router and Query rendering a login form, benchmarks/floors/stack), plus 3 % for dependency updates
 * (docs/performance.md). Past it, look at the treemap (`npm run bench`) before raising it.
 */
const BUDGET_BYTES = 183 * 1024;

/** Code that only some pages need (docs/architecture.md): never part of the first page. */
const notOnTheFirstPage: [string, RegExp][] = [
  ['chart.js', /node_modules\/(chart\.js|react-chartjs-2)\//],
  ['the cipher (crypto-js)', /node_modules\/crypto-js\//],
  ["the contract's table of operations (loaded with the first call)", /^src\/api\/generated\/operations\.ts$/],
  ['zod (form validation)', /node_modules\/zod\//],
  ['react-hook-form', /node_modules\/react-hook-form\//],
  [
    'the table kit and TanStack Virtual',
    /node_modules\/@tanstack\/(react-virtual|virtual-core)\/|^src\/components\/table\//,
  ],
  ['the certificate parser', /node_modules\/@peculiar\//],
  ['the toast machines (loaded with the first toast)', /node_modules\/@zag-js\/toast\/dist\/toast(-group)?\.machine/],
  // (The router's own pending and error views, src/components/layout/Route*, are the router's, not the shell's.)
  ['the app shell', /^src\/components\/layout\/(?!Route)/],
  // Added to the system by the widget's module (src/app/theme.ts, src/components/ui/).
  [
    'the recipes of widgets no first paint draws (dialogs, menus, tabs, checkboxes, figures, toasts)',
    /node_modules\/@chakra-ui\/react\/dist\/esm\/theme\/recipes\/(dialog|drawer|menu|popover|tabs|checkbox|switch|fieldset|stat|tag|toast|progress)\.js$/,
  ],
  ['the catalogue of a language not shown', /^src\/locales\/en\//],
  ["the areas' messages (loaded with each area)", /^src\/locales\/[a-z]+\/areas\//],
  // An area's pages, components, queries and rules. Its search schema is the exception: TanStack Router
  // parses a URL and builds links with `validateSearch` before any of the route's code is loaded.
  ['an area', /^src\/features\/(?!session\/)(?!.*\/search\.ts$)/],
];

let portal: ProductionBuild;
const containing = (source: string) => containing_(portal, source);

beforeAll(async () => {
  portal = await buildPortal();
}, 180_000);

describe('the first page (the login route)', () => {
  const initial = () => initialChunks(portal);
  // The entry, the login screen's code and the catalogue of the default language (Chinese).
  const loginRoute = () =>
    withImports(portal, [
      ...initial(),
      ...containing('src/features/session/LoginPage.tsx'),
      ...containing('src/locales/zh/messages.po'),
    ]);

  it('finds the entry, the login screen and the catalogue in the build', () => {
    expect(initial().map((chunk) => chunk.fileName)).toEqual(expect.arrayContaining(portal.htmlScripts));
    expect(portal.htmlScripts.length).toBeGreaterThan(0);
    expect(containing('src/features/session/LoginPage.tsx')).toHaveLength(1);
    expect(containing('src/locales/zh/messages.po')).toHaveLength(1);
  });

  it(`loads at most ${BUDGET_BYTES / 1024} kB of JavaScript (gzip)`, () => {
    const bytes = gzipBytes(loginRoute()) + screenFilesScriptBytes(portal);
    console.info(`The login route loads ${(bytes / 1024).toFixed(1)} kB of JavaScript (gzip).`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("links Chakra's global styles as a stylesheet of the build, put in force by the first render", () => {
    const [[fileName, css] = []] = [...portal.htmlStylesheets];
    expect(fileName).toMatch(/^assets\/chakra-globals-[\w-]+\.css$/);
    expect(css?.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-600)');
    // Requested from the head at a stylesheet's priority, and linked for no medium until the first render.
    expect(portal.html).toContain(`<link rel="preload" as="style" href="/${fileName}">`);
    expect(portal.html).toContain(
      `<link rel="stylesheet" href="/${fileName}" media="print" id="${GLOBAL_STYLESHEET_ID}">`,
    );
    expect(portal.html.indexOf(`href="/${fileName}"`)).toBeLessThan(portal.html.indexOf('</head>'));
  });

  it.each(notOnTheFirstPage)('starts without %s', (_name, pattern) => {
    const found = loginRoute()
      .flatMap(sourcesOf)
      .filter((source) => pattern.test(source));
    expect(found).toEqual([]);
  });
});
