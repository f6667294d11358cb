// A Vite build plugin: for each signed-in screen, the script files it needs beyond the entry when it is the
// first page opened (its layouts' and its own code, the cipher the stored user is read with, the contract's
// table of operations, its area's messages per language), written into index.html as JSON
// (`<script type="application/json" id="screen-files">`: data, which the content security policy lets through)
// with the contract's rows of the screens' first reads (earlyOperations),
// and a small script that requests them and sends the screen's first reads (src/app/preload-screen-files.ts,
// bundled here apart from the entry and written inline after the list, a classic script: it runs as soon as the
// parser reaches it, in the HTML's own round trip, before the entry is evaluated; the content security policy
// allows it by its hash, scripts/lib/security-headers.mjs). Without it
// the router asked for a screen's code once the whole entry had run: over a slow link on a slow phone the
// network sat idle through the entry's evaluation, then the CPU through the download of the screen's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

const routesDir = 'src/routes';
const languages = ['zh', 'en'];
// The element's id, as src/app/screen-files.ts names it (tests/build/signed-in-screens.test.ts finds
// the list by that module's constant).
const SCREEN_FILES_ID = 'screen-files';

// Code a screen imports lazily so that its reads go out before that code is evaluated, but draws as soon as its
// data is there: requested at the start with the screen's own (src/components/lazy-time-series-chart.tsx), for
// the screens whose route loads it beside its reads. (Reachable from any screen that shares the kit's time
// helpers, it is not part of the others' first page.)
const DRAWN_AT_ONCE = ['src/components/charts/TimeSeriesChart.tsx'];
const LOADS_DRAWN_AT_ONCE = /from '@\/components\/lazy-time-series-chart'/;

// The script that requests a screen's files and sends its first reads.
const preloadModule = 'src/app/preload-screen-files.ts';

/**
 * A module of the project bundled with what it imports, as output kept in memory (ES module unless told);
 * `env`: Vite's `import.meta.env` of the build, written in as Vite does (the cipher's key).
 */
async function bundleAlone(root, file, output = {}, env = {}) {
  const result = await build({
    input: path.join(root, file),
    cwd: root,
    write: false,
    logLevel: 'silent',
    resolve: { tsconfigFilename: path.join(root, 'tsconfig.json') },
    transform: {
      define: Object.fromEntries(
        Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
      ),
    },
    output: { format: 'esm', ...output },
  });
  return result.output;
}

/**
 * src/app/preload-screen-files.ts as one classic script, with what it imports (the list's reading, the stored
 * language and user, the reads' declarations): none of the entry's files is loaded before it. Fails the build if
 * it imports anything that stays outside it, or holds text that would end its element early.
 */
async function preloadScript(root, env) {
  const [chunk, ...more] = await bundleAlone(root, preloadModule, { format: 'iife', minify: true }, env);
  if (more.length > 0 || chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
    throw new Error(`${preloadModule} must build to one file without imports: it runs before the entry`);
  }
  const code = chunk.code.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${preloadModule} holds text that cannot be inline in HTML`);
  return code;
}

/** A module of the project bundled alone and evaluated here: its exports. */
async function evaluate(root, file, env) {
  const [chunk] = await bundleAlone(root, file, {}, env);
  return import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
}

/**
 * The contract's row (method, path, what travels encrypted) of each operation a screen declares as a first read
 * (src/app/screen-reads.ts), for the early script to send it (src/app/send-first-reads.ts): only those it can
 * send as the entry would, with a JSON body or none. The others are left to the screen's loader.
 */
async function earlyOperations(root, env) {
  const [{ screenReads }, { operations }] = await Promise.all([
    evaluate(root, 'src/app/screen-reads.ts', env),
    evaluate(root, 'src/api/generated/operations.ts', env),
  ]);
  const declared = Object.values(screenReads).flatMap((screen) => screen.reads.map((read) => read.operation));
  const sendable = (row) => row.bodyType === undefined || row.bodyType === 'application/json';
  const early = ({ method, path, encryptedBody, encryptedParams }) => ({
    method,
    path,
    ...(encryptedBody && { encryptedBody }),
    ...(encryptedParams && { encryptedParams }),
  });
  return Object.fromEntries(declared.filter((id) => sendable(operations[id])).map((id) => [id, early(operations[id])]));
}

/** Route files under src/routes, relative to the root, with '/' separators. */
function routeFiles(root) {
  return readdirSync(path.join(root, routesDir), { recursive: true })
    .map((file) => `${routesDir}/${String(file).split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
}

/** A signed-in screen's address ('/cdn/domain' for src/routes/_app/cdn/domain.tsx); undefined for the rest. */
export function screenPath(file) {
  const segments = file
    .slice(routesDir.length + 1)
    .replace(/\.tsx$/, '')
    .split('/');
  if (segments[0] !== '_app' || segments.length < 2 || segments.at(-1) === 'route') return undefined;
  if (segments.some((segment) => segment.startsWith('$'))) return undefined;
  return `/${segments.filter((segment) => !segment.startsWith('_')).join('/')}`;
}

/** The layout route files above a screen's file (src/routes/_app.tsx, src/routes/_app/cdn/route.tsx). */
function layoutsOf(file, files) {
  const segments = file.slice(routesDir.length + 1).split('/');
  return segments.slice(0, -1).flatMap((_, index) => {
    const dir = `${routesDir}/${segments.slice(0, index + 1).join('/')}`;
    return [`${dir}.tsx`, `${dir}/route.tsx`].filter((candidate) => files.includes(candidate));
  });
}

/**
 * The map written into index.html: `signedIn` (files every signed-in first page needs: the signed-in layout's,
 * the cipher and the contract's table) and, per screen address, its other `files` and its area's `messages` per
 * language; paths as the browser requests them.
 */
export function screenFiles(root, chunks, htmlScripts, base = '/') {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const sourcesOf = (chunk) => chunk.moduleIds.map((id) => path.relative(root, id).replace(/\?.*$/, ''));
  const containing = (source) => chunks.filter((chunk) => sourcesOf(chunk).includes(source));
  const withImports = (start) => {
    const seen = new Set();
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      chunk.imports.forEach((file) => visit(byFile.get(file)));
    };
    start.forEach(visit);
    return [...seen];
  };
  const initial = new Set(withImports(htmlScripts.map((file) => byFile.get(file))));
  const beyond = (start) =>
    withImports(start)
      .filter((file) => !initial.has(file))
      .map((file) => `${base}${file}`);
  const beyondEntry = (sources) => beyond(sources.flatMap(containing));
  // What the code of these sources imports lazily but draws as soon as its data is there (DRAWN_AT_ONCE).
  const drawnAtOnce = (sources) =>
    withImports(sources.flatMap(containing))
      .flatMap((file) => byFile.get(file).dynamicImports.map((lazy) => byFile.get(lazy)))
      .filter((chunk) => chunk && sourcesOf(chunk).some((source) => DRAWN_AT_ONCE.includes(source)));

  const files = routeFiles(root);
  // What every signed-in first page needs: the signed-in layout's code, the cipher and the contract's table.
  const signedIn = beyondEntry(['src/api/cipher.ts', 'src/api/generated/operations.ts', `${routesDir}/_app.tsx`]);
  const screens = {};
  for (const file of files) {
    const address = screenPath(file);
    if (!address) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    const area = /\barea: '([\w-]+)'/.exec(source)?.[1];
    const drawn = LOADS_DRAWN_AT_ONCE.test(source) ? beyond(drawnAtOnce([file])) : [];
    screens[address] = {
      files: [...new Set([...beyondEntry([...layoutsOf(file, files), file]), ...drawn])].filter(
        (href) => !signedIn.includes(href),
      ),
      messages: Object.fromEntries(
        languages.map((language) => [language, area ? beyondEntry([`src/locales/${language}/areas/${area}.po`]) : []]),
      ),
    };
  }
  return { signedIn, screens };
}

/** @returns {import('vite').Plugin} */
export function screenFilesInHtml() {
  let root = process.cwd();
  let base = '/';
  let env = {};
  return {
    name: 'portal-screen-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      env = config.env;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const source = String(html.source);
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const htmlScripts = [...source.matchAll(/<script[^>]* src="\/([^"]+)"/g)].map((match) => match[1]);
        const list = { ...screenFiles(root, chunks, htmlScripts, base), operations: await earlyOperations(root, env) };
        const map = JSON.stringify(list).replaceAll('<', '\\u003c');
        const element = `<script type="application/json" id="${SCREEN_FILES_ID}">${map}</script>`;
        const script = `<script>${await preloadScript(root, env)}</script>`;
        // The script after the list, which the parser has then read when the script runs.
        html.source = source.replace('</head>', `  ${element}\n    ${script}\n  </head>`);
      },
    },
  };
}
