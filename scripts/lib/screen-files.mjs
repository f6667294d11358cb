// A Vite build plugin: a page per signed-in screen of the route table, beside index.html (`cdn/domain.html` for
// /cdn/domain; the servers serve it for the screen's address, scripts/lib/screen-pages.mjs), which carries only
// that screen's part: the script files it needs beyond the entry when it is the first page opened (its layouts'
// and its own code, the contract's table of operations, its area's messages per language) as JSON
// (`<script type="application/json" id="screen-files">`: data, which the content security policy lets through)
// with the contract's rows of its first reads, and a small script that requests them and sends those reads (src/app/preload-screen-files.ts, src/app/send-first-reads.ts), bundled here for that
// screen alone: its declaration only (its search validation, the user only when it sends a read), written inline
// after the list, a classic script: it runs as soon as the parser reaches it, in the HTML's own round trip, before
// the entry is evaluated; the content security policy allows it by its hash (scripts/lib/security-headers.mjs).
// index.html, the page of the login screen and of any other address, carries none. Without it the router asked
// for a screen's code once the whole entry had run: over a slow link on a slow phone the network sat idle through
// the entry's evaluation, then the CPU through the download of the screen's code.
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

// The parts of the script run before the entry: it requests a screen's files, and sends its first reads.
const preloadModule = 'src/app/preload-screen-files.ts';
const sendModule = 'src/app/send-first-reads.ts';
const screenReadsModule = 'src/app/screen-reads.ts';

/**
 * A module made here, not a file of the project: `code` is bundled as if it were one. Its dynamic imports are
 * left as they are (the entry's, such as the cipher's, which the early script never reaches and drops): inlined,
 * they would wrap the modules they share with it in lazy initialisers.
 */
const virtualEntry = (code) => ({
  name: 'portal-virtual-entry',
  resolveId: (id) => (id === '\0entry' ? id : undefined),
  resolveDynamicImport: () => false,
  load: (id) => (id === '\0entry' ? code : undefined),
});

/**
 * A module of the project (or `code`, which imports them by their absolute paths) bundled with what it imports,
 * as output kept in memory (ES module unless told); `env`: Vite's `import.meta.env` of the build, written in as
 * Vite does (the cipher's key).
 */
async function bundleAlone(root, file, output = {}, env = {}, code = undefined) {
  const result = await build({
    input: code === undefined ? path.join(root, file) : '\0entry',
    plugins: code === undefined ? [] : [virtualEntry(code)],
    cwd: root,
    write: false,
    logLevel: 'silent',
    resolve: { tsconfigFilename: path.join(root, 'tsconfig.json') },
    // Reading a property has no side effect in what these scripts bundle (plain objects, no getters): an unused
    // read, such as a schema's field picked for a schema the script does not use, is dropped.
    treeshake: { propertyReadSideEffects: false },
    transform: {
      define: Object.fromEntries(
        Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
      ),
    },
    output: { format: 'esm', ...output },
  });
  return result.output;
}

/** What sends a screen's reads, by what of the session they need (src/app/send-first-reads.ts, sessionNeeded). */
const starters = { encrypting: 'sendEncryptedReads', user: 'sendReadsAsUser' };

/**
 * The script run before the entry for one screen, as one classic script with what it imports (the list's
 * reading, the stored language and user) and, where the screen declares first reads (`declared`: the module and
 * export of its declaration), that declaration alone and what sends it: none of the entry's files is loaded
 * before it, nor another screen's declaration. Fails the build if it imports anything that stays outside it, or
 * holds text that would end its element early.
 */
async function earlyScript(root, env, declared) {
  const from = (file) => JSON.stringify(path.join(root, file));
  const code = [
    `import { preloadScreenFiles } from ${from(preloadModule)};`,
    ...(declared
      ? [
          `import { ${starters[declared.session]} as send } from ${from(sendModule)};`,
          `import { ${declared.name} as declared } from ${JSON.stringify(declared.file)};`,
        ]
      : []),
    'const list = preloadScreenFiles(document, location);',
    ...(declared ? ['if (list) send(declared, list.operations, location);'] : []),
  ].join('\n');
  const [chunk, ...more] = await bundleAlone(root, undefined, { format: 'iife', minify: true }, env, code);
  if (more.length > 0 || chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
    throw new Error(`${preloadModule} must build to one file without imports: it runs before the entry`);
  }
  const script = chunk.code.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error(`${preloadModule} holds text that cannot be inline in HTML`);
  return script;
}

/** `code` bundled alone and evaluated here: its exports. */
async function evaluate(root, env, code) {
  const [chunk] = await bundleAlone(root, undefined, {}, env, code);
  return import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
}

/**
 * Each declaring screen's first reads (src/app/screen-reads.ts), by address: the module and export its declaration
 * comes from (the one value of the project's modules the table holds for it, found by identity, so that a screen's
 * script imports it alone), and the contract's row (method, path, what travels encrypted, permission) of each read the early
 * script can send as the entry would (with a JSON body or none); the others are left to the screen's loader.
 */
export async function declarations(root, env) {
  const sendExports = 'send';
  const [probe] = await bundleAlone(root, screenReadsModule, {}, env);
  const src = path.join(root, 'src') + path.sep;
  const modules = probe.moduleIds.filter((id) => id.startsWith(src) && id !== path.join(root, screenReadsModule));
  const exports = await evaluate(
    root,
    env,
    [
      `export { screenReads } from ${JSON.stringify(path.join(root, screenReadsModule))};`,
      `export { operations } from ${JSON.stringify(path.join(root, 'src/api/generated/operations.ts'))};`,
      `export * as ${sendExports} from ${JSON.stringify(path.join(root, sendModule))};`,
      ...modules.map((file, index) => `export * as m${index} from ${JSON.stringify(file)};`),
    ].join('\n'),
  );
  const { screenReads, operations } = exports;
  const sendable = (row) => row.bodyType === undefined || row.bodyType === 'application/json';
  const early = ({ method, path: apiPath, encryptedBody, encryptedParams, permission }) => ({
    method,
    path: apiPath,
    ...(encryptedBody && { encryptedBody }),
    ...(encryptedParams && { encryptedParams }),
    ...(permission !== 'public' && permission !== 'session' && { permission }),
  });
  return new Map(
    Object.entries(screenReads).map(([address, declaration]) => {
      const source = modules.flatMap((file, index) =>
        Object.entries(exports[`m${index}`])
          .filter(([, value]) => value === declaration)
          .map(([name]) => ({ file, name })),
      );
      if (source.length !== 1) throw new Error(`${screenReadsModule}: ${address}'s declaration is not one export`);
      const ids = declaration.reads.map((read) => read.operation).filter((id) => sendable(operations[id]));
      const rows = Object.fromEntries(ids.map((id) => [id, early(operations[id])]));
      // The user read, and the browser's AES, only where a read follows from the user or travels encrypted.
      const session = exports[sendExports].sessionNeeded(declaration, rows);
      return [address, { ...source[0], operations: rows, session }];
    }),
  );
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
 * The lists written into the screens' pages (each page its own screen's): `signedIn` (files every signed-in first
 * page needs: the signed-in layout's and the contract's table) and, per screen address, its other
 * `files` and its area's `messages` per language; paths as the browser requests them.
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
  // What every signed-in first page needs: the signed-in layout's code and the contract's table. Not the cipher:
  // the browser's own AES reads the stored user (src/api/text-cipher.ts), outside a secure context only is
  // crypto-js loaded, when first used.
  const signedIn = beyondEntry(['src/api/generated/operations.ts', `${routesDir}/_app.tsx`]);
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
        const { signedIn, screens } = screenFiles(root, chunks, htmlScripts, base);
        const declared = await declarations(root, env);
        // The screens that declare no read share one script (it only requests their files).
        const filesOnly = earlyScript(root, env, undefined);
        for (const [address, files] of Object.entries(screens)) {
          const reads = declared.get(address);
          const list = { signedIn, screens: { [address]: files }, operations: reads?.operations ?? {} };
          const map = JSON.stringify(list).replaceAll('<', '\\u003c');
          const element = `<script type="application/json" id="${SCREEN_FILES_ID}">${map}</script>`;
          const script = `<script>${await (reads ? earlyScript(root, env, reads) : filesOnly)}</script>`;
          this.emitFile({
            type: 'asset',
            fileName: `${address.slice(1)}.html`,
            // The script after the list, which the parser has then read when the script runs.
            // (A function, so that no `$` of the script is read as a replacement pattern.)
            source: source.replace('</head>', () => `  ${element}\n    ${script}\n  </head>`),
          });
        }
      },
    },
  };
}
