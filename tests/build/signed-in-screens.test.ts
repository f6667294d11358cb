// What the two screens customers land on most load when they are the first page opened, signed in: their
// size against a budget and how many files it takes, from a production build made here, and the list of them
// index.html carries: a script run before the entry requests them together (src/app/preload-screen-files.ts), so
// each file is a request in one round trip; the waterfall itself is measured by the benchmark (`npm run bench
// -- waterfall`).
import { beforeAll, describe, expect, it } from 'vitest';
import { screenPath } from '../../scripts/lib/screen-files.mjs';
import { filesFor, SCREEN_FILES_ID, type ScreenFiles } from '../../src/app/screen-files';
import {
  buildPortal,
  containing,
  gzipBytes,
  initialChunks,
  screenFilesScriptBytes,
  sourcesOf,
  withImports,
  type ProductionBuild,
} from './production-build';

/**
 * The budgets: each screen's size when its budget was set, against floors of the same stack (a 10-row table, two
 * charts) with the goal of 1.25 × the floor; /cdn/domain keeps under 1 % for dependency updates,
 * /cdn/newoverview 3 % (docs/performance.md). Past one, look at the treemap and at the floors
 * (`npm run bench -- bytes screens`) before raising it.
 */
const screens = [
  { path: '/cdn/domain', route: 'src/routes/_app/cdn/domain.tsx', area: 'domains', budgetKb: 210, drawn: [] },
  // The overview imports its charts lazily, so that its reads go out before chart.js is evaluated
  // (src/components/lazy-time-series-chart.tsx); they are part of its first page all the same.
  {
    path: '/cdn/newoverview',
    route: 'src/routes/_app/cdn/newoverview.tsx',
    area: 'overview',
    budgetKb: 276,
    drawn: ['src/components/charts/TimeSeriesChart.tsx'],
  },
];

/**
 * Scripts a screen loads as the first page, at most: each one more request before its first paint (all of them
 * sent together by the early script). 12: the contract's table is a file of its own, which the login page does
 * not load and a signed-in first page requests with the cipher (src/api/operation-table.ts), and the overview's
 * certificates at risk share their account-scoped reads with the certificate list (docs/performance.md).
 */
const MAX_FILES = 12;

let portal: ProductionBuild;

beforeAll(async () => {
  portal = await buildPortal();
}, 180_000);

/**
 * A screen opened by its address, signed in: the first page, the signed-in layout, the section and the
 * screen's own code (loader and component), the code it imports lazily but draws at once (`drawn`), the cipher
 * the stored user is read with, the contract's table of operations, and its area's messages in the default
 * language.
 */
const firstPageOf = (route: string, area: string, drawn: readonly string[]) =>
  withImports(portal, [
    ...initialChunks(portal),
    ...['src/routes/_app.tsx', 'src/routes/_app/cdn/route.tsx', route, ...drawn].flatMap((file) =>
      containing(portal, file),
    ),
    ...containing(portal, 'src/api/cipher.ts'),
    ...containing(portal, 'src/api/generated/operations.ts'),
    ...containing(portal, `src/locales/zh/areas/${area}.po`),
  ]);

/** The files index.html lists for a screen opened by its address, signed in, in Chinese. */
function listedInHtml(address: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${SCREEN_FILES_ID}">(.*?)</script>`).exec(portal.html);
  const map = JSON.parse(list?.[1] ?? '{}') as ScreenFiles;
  return filesFor(map, address, true, 'zh').map((href) => href.replace(/^\//, ''));
}

describe.each(screens)('$path as the first page, signed in', ({ path, route, area, budgetKb, drawn }) => {
  it('finds its loader and its page in one chunk beside the first page', () => {
    // The start-up preloads a matched route's component; its loader must come with it, not a round trip later.
    const split = containing(portal, route).filter((chunk) => !initialChunks(portal).includes(chunk));
    expect(split).toHaveLength(1);
    const parts = split[0]?.moduleIds.filter((id) => id.includes(route)) ?? [];
    expect(parts.some((id) => /tsr-split=[^&]*loader/.test(decodeURIComponent(id)))).toBe(true);
    expect(parts.some((id) => /tsr-split=[^&]*component/.test(decodeURIComponent(id)))).toBe(true);
  });

  it("finds its area's messages in the build", () => {
    expect(containing(portal, `src/locales/zh/areas/${area}.po`)).toHaveLength(1);
  });

  it(`loads at most ${budgetKb} kB of JavaScript (gzip)`, () => {
    const bytes = gzipBytes(firstPageOf(route, area, drawn)) + screenFilesScriptBytes(portal);
    console.info(`${route} loads ${(bytes / 1024).toFixed(1)} kB of JavaScript (gzip) as the first page.`);
    expect(bytes).toBeLessThanOrEqual(budgetKb * 1024);
  });

  it('is listed in index.html, so all of it is requested at once (scripts/lib/screen-files.mjs)', () => {
    const listed = listedInHtml(path);
    const entry = initialChunks(portal).map((chunk) => chunk.fileName);
    const needed = firstPageOf(route, area, drawn).map((chunk) => chunk.fileName);
    expect(new Set([...entry, ...listed])).toEqual(new Set(needed));
  });

  it(`loads it in at most ${MAX_FILES} files`, () => {
    expect(firstPageOf(route, area, drawn).length).toBeLessThanOrEqual(MAX_FILES);
  });
});

// The screens whose reads went out later for chart.js being evaluated first (measured at a phone's processor
// speed: 0.3 s on the overview, 0.24 s on service info; nothing on the website dashboards, which keep theirs).
const chartScreens = ['src/routes/_app/cdn/newoverview.tsx', 'src/routes/_app/cdn/newserviceinfo.tsx'];

describe.each(chartScreens)('%s, which draws charts it imports lazily', (route) => {
  it('runs its loader without waiting for their code (chart.js)', () => {
    // Statically imported, that code is evaluated before the screen's file runs, and the reads wait for it.
    const ownCode = withImports(portal, containing(portal, route)).flatMap(sourcesOf);
    expect(ownCode.filter((source) => source.startsWith('src/components/charts/'))).toEqual([]);
  });

  it("lists their code in index.html with the screen's, so it is requested at the start", () => {
    const charts = containing(portal, 'src/components/charts/TimeSeriesChart.tsx').map((chunk) => chunk.fileName);
    expect(listedInHtml(screenPath(route) ?? '')).toEqual(expect.arrayContaining(charts));
  });
});

describe('the cipher every signed-in first page loads (the stored user is encrypted)', () => {
  it("is crypto-js's AES without what only a passphrase needs, nor its Base64 (scripts/lib/crypto-js-without-kdf.mjs)", () => {
    const sources = containing(portal, 'src/api/cipher.ts').flatMap(sourcesOf);
    expect(sources.filter((source) => /node_modules\/crypto-js\/(aes|mode-ecb)\.js$/.test(source))).toHaveLength(2);
    expect(
      sources.filter((source) => /node_modules\/crypto-js\/(md5|sha1|hmac|evpkdf|enc-base64)\.js$/.test(source)),
    ).toEqual([]);
  });
});

describe("chart.js in the charts' file every chart screen loads", () => {
  // A scale's class names its kind in a static field: `static id = 'linear'`.
  const scaleKinds = () => {
    const code = containing(portal, 'src/components/charts/TimeSeriesChart.tsx')
      .map((chunk) => chunk.code)
      .join('\n');
    return new Set([...code.matchAll(/static id\s*=\s*["'`](\w+)["'`]/g)].map((match) => match[1]));
  };

  it('holds the scales the charts register, and not those none does (scripts/lib/chart-js-pure-classes.mjs)', () => {
    const kinds = scaleKinds();
    expect([...kinds].filter((kind) => ['linear', 'category'].includes(kind ?? ''))).toHaveLength(2);
    for (const unused of ['logarithmic', 'radialLinear', 'time', 'timeseries']) expect(kinds).not.toContain(unused);
  });
});

describe('the script that requests a screen opened by its address its files (src/app/preload-screen-files.ts)', () => {
  it('is a file of its own that imports nothing, so it runs before the entry, not as part of it', () => {
    const script = portal.screenFilesScript;
    expect(script?.fileName).toMatch(/^assets\/preload-screen-files-[\w-]+\.js$/);
    expect(String(script?.source)).not.toMatch(/\bimport\b/);
    expect(String(script?.source)).toContain(SCREEN_FILES_ID);
    expect(portal.chunks.flatMap(sourcesOf)).not.toContain('src/app/preload-screen-files.ts');
  });

  it('is loaded async after the list it reads, and before any of the entry has run', () => {
    const tag = `<script type="module" async crossorigin src="/${portal.screenFilesScript?.fileName}"></script>`;
    expect(portal.html).toContain(tag);
    expect(portal.html.indexOf(`id="${SCREEN_FILES_ID}"`)).toBeLessThan(portal.html.indexOf(tag));
    expect(portal.html.indexOf(tag)).toBeLessThan(portal.html.indexOf('</head>'));
  });
});
