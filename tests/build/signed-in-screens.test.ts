// What every screen of the route table loads when it is the first page opened, signed in: its size against
// a budget of its kind's floor and how many files it takes, from a production build made here, and the list of
// them its own page carries (cdn/domain.html for /cdn/domain): a script inline in that page, run before the entry,
// requests them together (src/app/preload-screen-files.ts), so each file is a request in one round trip, and sends
// the screen's first reads; that script is JavaScript the first page fetches, counted in its total. The waterfall
// itself is measured by the benchmark (`npm run bench -- waterfall`).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Script } from 'node:vm';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadEnv, preview, type PreviewServer, type UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage, initialFiles, sumGzip } from '../../benchmarks/lib/builds.mjs';
import { serverConfig } from '../../scripts/lib/nginx-config.mjs';
import { distDir } from '../../scripts/lib/portal-build.mjs';
import { onDemandFiles } from '../../scripts/lib/on-demand-messages.mjs';
import { declarations, screenPath } from '../../scripts/lib/screen-files.mjs';
import { inlineScriptHashes } from '../../scripts/lib/security-headers.mjs';
import viteConfigFunction from '../../vite.config';
import { landingOrder } from '../../src/api/screens';
import { filesFor, SCREEN_FILES_ID, type ScreenFiles } from '../../src/app/screen-files';
import {
  buildPortal,
  containing,
  gzipBytes,
  initialChunks,
  inlineScriptOf,
  inProduction,
  screenFilesScriptBytes,
  sourcesOf,
  withImports,
  type ProductionBuild,
} from './production-build';

/**
 * The floors, the portal's stack with nothing of the portal (benchmarks/floors): a 10-row table under a filter
 * bar, two 288-point charts, and a form of three validated fields with the portal's form libraries. Their
 * first-page JavaScript is measured here, from builds made beside the portal's, as `npm run bench` does.
 */
const floors = { table: 'floors/table', charts: 'floors/charts', form: 'floors/form' } as const;
type Kind = keyof typeof floors;

/** The goal: a screen opened as the first page loads at most this many times its kind's floor. */
const GOAL = 1.25;

/** A pie and bars, each drawn from a file of its own once the distribution's data has come (DistributionChart). */
const pie = 'src/components/charts/PieChart.tsx';
const bars = 'src/components/charts/BarChart.tsx';

/**
 * Every screen of the route table, by its kind. A screen that cannot reach the goal yet keeps its size when its
 * budget was set (`budgetKb`, 1 % over for dependency updates), and its file count (`maxFiles`) where it is over
 * MAX_FILES; docs/performance.md says what is left on each. Past one, look at the treemap (`npm run bench --
 * bytes`) before raising it. `withData`: what a screen imports lazily and draws as soon as its first data has
 * come (the bills' chart, the certificates at risk): fetched before the page is idle, so counted in its bytes, as
 * the benchmark counts it, though not among the files requested at the start.
 */
const screens: Record<
  (typeof landingOrder)[number],
  { kind: Kind; budgetKb?: number; maxFiles?: number; withData?: string[] }
> = {
  '/cdn/newoverview': { kind: 'charts', maxFiles: 14 },
  '/cdn/newserviceinfo': { kind: 'charts', maxFiles: 14 },
  '/cdn/domain': { kind: 'table' },
  '/cdn/overviewHost': { kind: 'charts' },
  '/cdn/cloudHostList': { kind: 'table' },
  '/cdn/specialHostList': { kind: 'table' },
  '/cdn/newurlPush': { kind: 'form', maxFiles: 13 },
  '/cdn/newdirPush': { kind: 'form', maxFiles: 13 },
  '/cdn/newsearchTask': { kind: 'table' },
  '/cdn/newlog': { kind: 'table' },
  '/cdn/newanalysisOff': { kind: 'charts', maxFiles: 14 },
  '/cdn/analysisOff': { kind: 'charts', maxFiles: 14 },
  '/cdn/analysisOn': { kind: 'charts', budgetKb: 281.8, maxFiles: 20, withData: [pie] },
  '/cdn/analysisLog': { kind: 'charts', maxFiles: 16, withData: [bars] },
  '/cdn/prefetchTask': { kind: 'table' },
  '/cdn/prefetch': { kind: 'form', maxFiles: 13 },
  '/cdn/linesinfo': { kind: 'charts', maxFiles: 13 },
  '/cdn/customRank': { kind: 'charts', maxFiles: 13, withData: [bars, pie] },
  '/cdn/liveDomain': { kind: 'table' },
  '/dcdn/website': { kind: 'table' },
  '/dcdn/websiteRules': { kind: 'table' },
  '/dcdn/ipset': { kind: 'table' },
  '/dcdn/dashboards': { kind: 'charts', maxFiles: 13 },
  '/ipP/ipset': { kind: 'table' },
  '/ipP/dashboards': { kind: 'charts', maxFiles: 14, withData: [bars] },
  '/CMonit/alertRules': { kind: 'table', maxFiles: 13 },
  '/CMonit/alertContact': { kind: 'table' },
  '/CMonit/alertHistory': { kind: 'charts', maxFiles: 14 },
  '/page/certificateUpload': {
    kind: 'table',
    budgetKb: 219.2,
    maxFiles: 18,
    withData: ['src/components/certificate-risk/RiskList.tsx'],
  },
  '/page/user': { kind: 'table' },
  '/page/usersetting': { kind: 'form' },
  '/page/userAccount': { kind: 'table' },
  '/page/bill': { kind: 'charts', withData: ['src/features/bills/components/BillChart.tsx'] },
  '/page/certificateDetails': { kind: 'table' },
};

/**
 * Scripts a screen loads as the first page, at most: each one more request before its first paint (all of them
 * sent together by the early script). 12: the contract's table is a file of its own, which the login page does
 * not load and a signed-in first page requests (src/api/operation-table.ts), and the overview's
 * certificates at risk share their account-scoped reads with the certificate list (docs/performance.md).
 */
const MAX_FILES = 12;

// The screens whose loader loads the charts they import lazily beside their reads
// (src/components/lazy-time-series-chart.tsx): so that their reads go out before chart.js is evaluated.
const chartScreens = ['src/routes/_app/cdn/newoverview.tsx', 'src/routes/_app/cdn/newserviceinfo.tsx'];
const chartCode = 'src/components/charts/TimeSeriesChart.tsx';

/**
 * A screen's inline script that sends reads needing the user carries the browser's AES and the user's reading: the
 * largest (the online analysis's, which works out the period, the accounts and the analysis filter as its page
 * does, asks the filter's own reads and holds each to its permission) when the budget was set (4,563 B gzipped), plus 3 % for dependency updates. Past it, look at what the
 * declaration bundles (a module of the client's query code or React brings far more than its own few lines).
 */
const INLINE_SCRIPT_BUDGET_BYTES = 4_700;

const viteConfig = viteConfigFunction as (env: { mode: string; command: 'serve' }) => UserConfig;

const root = path.resolve(import.meta.dirname, '../..');
let portal: ProductionBuild;
const floorKb = {} as Record<Kind, number>;
/** The screens' declarations (src/app/screen-reads.ts) as the build reads them. */
let declared: Awaited<ReturnType<typeof declarations>>;

beforeAll(async () => {
  portal = await buildPortal();
  declared = await declarations(root, loadEnv('production', root));
  for (const [kind, dir] of Object.entries(floors) as [Kind, string][]) {
    const floor = await inProduction(() => buildPage(dir));
    floorKb[kind] = sumGzip(floor.chunks, initialFiles(floor.chunks)) / 1024;
  }
}, 300_000);

const rows = Object.entries(screens).map(([address, { kind, budgetKb, maxFiles = MAX_FILES, withData = [] }]) => {
  const route = `src/routes/_app${address}.tsx`;
  const area = /\barea: '([\w-]+)'/.exec(readFileSync(path.join(root, route), 'utf8'))?.[1] ?? '';
  const section = `src/routes/_app/${address.split('/')[1]}/route.tsx`;
  const drawn = chartScreens.includes(route) ? [chartCode] : [];
  return { address, route, section, area, kind, budgetKb, maxFiles, drawn, withData };
});

/** A screen's budget in kB: the goal over its kind's floor, or the size it keeps until it can reach it. */
const budgetOf = ({ kind, budgetKb }: (typeof rows)[number]) => budgetKb ?? GOAL * floorKb[kind];

/**
 * A screen opened by its address, signed in: the first page, the signed-in layout, the section and the
 * screen's own code (loader and component), the code it imports lazily but draws at once (`drawn`), the
 * contract's table of operations, and its area's messages in the default
 * language.
 */
const firstPageOf = ({ route, section, area, drawn }: (typeof rows)[number]) =>
  withImports(portal, [
    ...initialChunks(portal),
    ...['src/routes/_app.tsx', section, route, ...drawn].flatMap((file) => containing(portal, file)),
    ...containing(portal, 'src/api/generated/operations.ts'),
    ...containing(portal, `src/locales/zh/areas/${area}.po`),
  ]);

/**
 * The files loaded through `lazyNamed(() => import('…'), …)`, which brings the area's on-demand messages with the
 * code (src/components/lazy-named.ts); React's `lazy` alone brings none (a pie's and bars' code, the certificates
 * at risk's list, whose messages are in the area's catalogue).
 */
const loadedWithMessages = new Set(
  readdirSync(path.join(root, 'src'), { recursive: true })
    .map((file) => path.join('src', String(file)))
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/lazyNamed\(\s*\(\) => import\('([^']+)'\)/g)].map(
        ([, specifier = '']) => {
          const base = specifier.startsWith('@/')
            ? path.join('src', specifier.slice(2))
            : path.join(path.dirname(file), specifier);
          return ['.tsx', '.ts']
            .map((ending) => `${base}${ending}`)
            .find((found) => existsSync(path.join(root, found)));
        },
      ),
    )
    .map((file) => file?.split(path.sep).join('/')),
);

/**
 * All a screen fetches before it is idle: its first page, and what it draws with its first data (`withData`) with
 * the area's on-demand messages where that code brings them.
 */
const fetchedOf = (row: (typeof rows)[number]) =>
  withImports(portal, [
    ...firstPageOf(row),
    ...row.withData.flatMap((file) => containing(portal, file)),
    ...(row.withData.some((file) => loadedWithMessages.has(file))
      ? [
          ...containing(portal, 'src/api/on-demand-catalogs.ts'),
          ...containing(portal, `src/locales/zh/on-demand/${row.area}.po`),
        ]
      : []),
  ]);

/** The page the servers answer a screen's address with (index.html for an address of no screen). */
const pageOf = (address: string) => portal.pages.get(address) ?? '';

/** The list a page carries (scripts/lib/screen-files.mjs). */
function listIn(html: string): ScreenFiles | undefined {
  const list = new RegExp(`<script type="application/json" id="${SCREEN_FILES_ID}">(.*?)</script>`).exec(html);
  return list ? (JSON.parse(list[1] ?? '') as ScreenFiles) : undefined;
}

/** The files a screen's page lists for it opened by its address, signed in, in Chinese. */
function listedInHtml(address: string): string[] {
  const map = listIn(pageOf(address)) ?? { signedIn: [], screens: {}, operations: {} };
  return filesFor(map, address, true, 'zh').map((href) => href.replace(/^\//, ''));
}

describe('the budget table', () => {
  it('has one row per screen of the route table', () => {
    expect(Object.keys(screens)).toEqual([...landingOrder]);
  });

  it("counts the on-demand messages with what lazyNamed loads, and not with React's lazy alone", () => {
    expect(loadedWithMessages).toContain('src/features/bills/components/BillChart.tsx');
    for (const file of [pie, bars, 'src/components/certificate-risk/RiskList.tsx'])
      expect(loadedWithMessages).not.toContain(file);
  });

  it('keeps a budget over the goal, or more files than MAX_FILES, only where the screen needs it', () => {
    const bytes = (row: (typeof rows)[number]) =>
      gzipBytes(fetchedOf(row)) + screenFilesScriptBytes(portal, row.address);
    const kept = rows.filter((row) => row.budgetKb !== undefined && bytes(row) <= GOAL * floorKb[row.kind] * 1024);
    const files = rows.filter((row) => row.maxFiles > MAX_FILES && firstPageOf(row).length <= MAX_FILES);
    expect(kept.map((row) => `${row.address}: at the goal, drop its budgetKb`)).toEqual([]);
    expect(files.map((row) => `${row.address}: within ${MAX_FILES} files, drop its maxFiles`)).toEqual([]);
  });
});

describe.each(rows)('$address ($kind) as the first page, signed in', (row) => {
  const { address, route, area } = row;
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

  // What its first files hold is drawn at first paint: its messages must be in the area's catalogue, which comes
  // with them, not in the on-demand one, which comes with the code loaded lazily (lingui.config.ts).
  it("draws at first paint no message only its area's on-demand catalogue holds", () => {
    const onDemand = onDemandFiles(area, root);
    const firstFiles = firstPageOf(row);
    expect(firstFiles.flatMap(sourcesOf).filter((source) => onDemand.includes(source))).toEqual([]);
    expect(firstFiles.filter((chunk) => sourcesOf(chunk).includes(`src/locales/zh/on-demand/${area}.po`))).toEqual([]);
  });

  it('loads at most its budget of JavaScript (gzip)', () => {
    const bytes = gzipBytes(fetchedOf(row)) + screenFilesScriptBytes(portal, row.address);
    const budget = budgetOf(row);
    const floor = floorKb[row.kind];
    console.info(
      `${address}: ${(bytes / 1024).toFixed(1)} kB, ${(bytes / 1024 / floor).toFixed(2)} × the ${row.kind} floor ` +
        `(${floor.toFixed(1)} kB), budget ${budget.toFixed(1)} kB, ${firstPageOf(row).length} files`,
    );
    expect(bytes).toBeLessThanOrEqual(budget * 1024);
  });

  it('is listed in its page, so all of it is requested at once (scripts/lib/screen-files.mjs)', () => {
    const listed = listedInHtml(address);
    const entry = initialChunks(portal).map((chunk) => chunk.fileName);
    const needed = firstPageOf(row).map((chunk) => chunk.fileName);
    expect(new Set([...entry, ...listed])).toEqual(new Set(needed));
  });

  it(`loads it in at most ${row.maxFiles} files`, () => {
    expect(firstPageOf(row).length).toBeLessThanOrEqual(row.maxFiles);
  });
});

describe.each(chartScreens)('%s, which draws charts it imports lazily', (route) => {
  it('runs its loader without waiting for their code (chart.js)', () => {
    // Statically imported, that code is evaluated before the screen's file runs, and the reads wait for it.
    const ownCode = withImports(portal, containing(portal, route)).flatMap(sourcesOf);
    expect(ownCode.filter((source) => source.startsWith('src/components/charts/'))).toEqual([]);
  });

  it("lists their code in its page with the screen's, so it is requested at the start", () => {
    const charts = containing(portal, chartCode).map((chunk) => chunk.fileName);
    expect(listedInHtml(screenPath(route) ?? '')).toEqual(expect.arrayContaining(charts));
  });
});

describe('crypto-js, the cipher where the browser offers no AES (outside a secure context)', () => {
  it('is on no signed-in first page: the browser decrypts the stored user (src/api/text-cipher.ts)', () => {
    const cipherFiles = containing(portal, 'src/api/cipher.ts').map((chunk) => chunk.fileName);
    expect(cipherFiles.length).toBeGreaterThan(0);
    const loading = rows.filter((row) => fetchedOf(row).some((chunk) => cipherFiles.includes(chunk.fileName)));
    expect(loading.map((row) => row.address)).toEqual([]);
    expect(rows.filter((row) => cipherFiles.some((file) => listedInHtml(row.address).includes(file)))).toEqual([]);
  });

  it("is crypto-js's AES without what only a passphrase needs, nor its Base64 (scripts/lib/crypto-js-without-kdf.mjs)", () => {
    const sources = containing(portal, 'src/api/cipher.ts').flatMap(sourcesOf);
    expect(sources.filter((source) => /node_modules\/crypto-js\/(aes|mode-ecb)\.js$/.test(source))).toHaveLength(2);
    expect(
      sources.filter((source) => /node_modules\/crypto-js\/(md5|sha1|hmac|evpkdf|enc-base64)\.js$/.test(source)),
    ).toEqual([]);
  });
});

describe("chart.js in the charts' files", () => {
  // A scale's class names its kind in a static field: `static id = 'linear'`; so do controllers and elements.
  // What loads with a file: the file and those it imports.
  const kindsWith = (source: string) => {
    const code = withImports(portal, containing(portal, source))
      .map((chunk) => chunk.code)
      .join('\n');
    return new Set([...code.matchAll(/static id\s*=\s*["'`](\w+)["'`]/g)].map((match) => match[1]));
  };

  it('holds the scales the charts register, and not those none does (scripts/lib/chart-js-pure-classes.mjs)', () => {
    const kinds = kindsWith(bars);
    expect([...kinds].filter((kind) => ['linear', 'category'].includes(kind ?? ''))).toHaveLength(2);
    for (const unused of ['logarithmic', 'radialLinear', 'time', 'timeseries']) expect(kinds).not.toContain(unused);
  });

  it('loads no bars or pies with a line chart or a distribution, and no lines or pies with bars (scripts/lib/chart-js-parts.mjs)', () => {
    // (A line's element stays with chart.js's core, under the same id as its controller: 'scatter', which
    // extends the line's controller, stands for the lines' part.)
    const lines = kindsWith(chartCode);
    expect([...lines].filter((kind) => ['line', 'scatter'].includes(kind ?? ''))).toHaveLength(2);
    for (const kind of ['bar', 'category', 'pie', 'doughnut', 'arc']) expect(lines).not.toContain(kind);
    // A distribution loads the kind it draws when it draws it.
    const distributions = kindsWith('src/components/charts/DistributionChart.tsx');
    for (const kind of ['bar', 'category', 'pie', 'doughnut', 'arc']) expect(distributions).not.toContain(kind);
    const barKinds = kindsWith(bars);
    expect([...barKinds].filter((kind) => ['bar', 'category'].includes(kind ?? ''))).toHaveLength(2);
    for (const kind of ['scatter', 'pie', 'doughnut', 'arc']) expect(barKinds).not.toContain(kind);
    expect([...kindsWith(pie)].filter((kind) => ['pie', 'doughnut', 'arc'].includes(kind ?? ''))).toHaveLength(3);
  });
});

/** The operations of the screens' declared reads other than `address`'s. */
const othersOperations = (address: string) => {
  const own = Object.keys(declared.get(address)?.operations ?? {});
  return [...declared.values()].flatMap(({ operations }) => Object.keys(operations)).filter((id) => !own.includes(id));
};

/** The string literals of minified code (quoted or in backquotes). */
const names = (code: string) => [...code.matchAll(/(["'`])(\w+)\1/g)].map((match) => match[2]);

/** The policy a server sends with a page: `script-src`'s sources. */
const scriptSources = (policy: unknown) => /(?:^|; )script-src ([^;]*)/.exec(String(policy))?.[1];

describe.each(rows)(
  '$address: its page and the script run before the entry (src/app/preload-screen-files.ts)',
  (row) => {
    const { address } = row;
    const script = () => inlineScriptOf(pageOf(address)) ?? '';

    it('is a classic script inline in the head, after the list it reads, that imports nothing', () => {
      const html = pageOf(address);
      const tag = `<script>${script()}</script>`;
      console.info(`${address}: its inline script ${script().length} B, ${gzipSync(script()).length} B gzip.`);
      expect(script()).toContain(SCREEN_FILES_ID);
      // Written into the page as it was bundled: JavaScript that compiles, nothing of the page mixed into it.
      expect(() => new Script(script())).not.toThrow();
      // Not a module: a classic script cannot import, nor read import.meta.
      expect(script()).not.toMatch(/\bimport\b/);
      expect(html.indexOf(`id="${SCREEN_FILES_ID}"`)).toBeGreaterThan(0);
      expect(html.indexOf(`id="${SCREEN_FILES_ID}"`)).toBeLessThan(html.indexOf(tag));
      expect(html.indexOf(tag)).toBeLessThan(html.indexOf('</head>'));
      expect(gzipSync(script()).length).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET_BYTES);
    });

    it("carries its own screen's list and declaration only, and the cipher only where a read needs the user", () => {
      const list = listIn(pageOf(address));
      const own = declared.get(address);
      expect(Object.keys(list?.screens ?? {})).toEqual([address]);
      expect(list?.operations).toEqual(own?.operations ?? {});
      // A declaration names its operations in its code: another screen's is not bundled.
      for (const id of Object.keys(own?.operations ?? {})) expect(names(script())).toContain(id);
      expect(othersOperations(address).filter((id) => names(script()).includes(id))).toEqual([]);
      // The browser's AES (src/api/native-ecb.ts) decrypts the stored user, for a read of the user or encrypted only.
      expect(script().includes('AES-CBC')).toBe((own?.session ?? 'signed-in') !== 'signed-in');
    });

    it('is allowed by its hash, in the policy each server sends with its page, and no other inline script', () => {
      const hash = `'sha256-${createHash('sha256').update(script()).digest('base64')}'`;
      expect(inlineScriptHashes(pageOf(address))).toEqual([hash]);
      // nginx: the address (with or without a trailing slash) is answered with the page, under the page's policy.
      const nginx = serverConfig({ root: distDir, apiTarget: 'http://127.0.0.1:9' });
      const page = `${address}.html`;
      expect(nginx).toContain(`"${address}" "${page}";`);
      expect(nginx).toContain(`"${address}/" "${page}";`);
      const policy = new RegExp(`^\\s*"${page.replace(/[.]/g, '\\.')}" "([^"]*)";$`, 'm').exec(nginx)?.[1];
      expect(scriptSources(policy)).toBe(`'self' ${hash}`);
    });
  },
);

describe('index.html, the page of the login screen and of every address of no screen', () => {
  it('carries no list nor inline script: no screen is declared in it', () => {
    expect(listIn(portal.html)).toBeUndefined();
    expect(portal.screenFilesScript).toBeUndefined();
    expect(inlineScriptHashes(portal.html)).toEqual([]);
  });

  it('is sent by nginx and vite preview under the policy of no inline script', () => {
    const nginx = serverConfig({ root: distDir, apiTarget: 'http://127.0.0.1:9' });
    const previewHeaders = viteConfig({ mode: 'production', command: 'serve' }).preview?.headers ?? {};
    expect(nginx).toContain('default "/index.html";');
    const fallback = /map \$uri \$portal_policy \{[^}]*default "([^"]*)";/.exec(nginx)?.[1];
    for (const policy of [fallback, previewHeaders['Content-Security-Policy']]) {
      expect(scriptSources(policy)).toBe("'self'");
    }
  });
});

describe('vite preview', () => {
  let server: PreviewServer;
  beforeAll(async () => {
    server = await preview({ root, logLevel: 'silent', preview: { port: 0, open: false } });
  }, 60_000);
  afterAll(() => server?.close());

  const origin = () => server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';

  it.each(rows.map((row) => row.address))(
    "answers %s, slash or not, with its page under that page's policy",
    async (address) => {
      const hash = `'sha256-${createHash('sha256')
        .update(inlineScriptOf(pageOf(address)) ?? '')
        .digest('base64')}'`;
      for (const url of [address, `${address}/`, `${address}?page=2`]) {
        const response = await fetch(`${origin()}${url}`);
        expect(await response.text()).toBe(pageOf(address));
        expect(scriptSources(response.headers.get('content-security-policy') ?? '')).toBe(`'self' ${hash}`);
      }
    },
  );

  it('answers an address of no screen with index.html, under the policy of no inline script', async () => {
    const response = await fetch(`${origin()}/newlogin`);
    expect(await response.text()).toBe(portal.html);
    expect(scriptSources(response.headers.get('content-security-policy') ?? '')).toBe("'self'");
  });
});
