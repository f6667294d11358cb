// `npm run new:screen -- /cdn/foo --area domains --kind list`: writes a new screen as docs/adding-a-screen.md
// lists it (the route file, the page, its page test, the route table's entries), then extracts the messages,
// gives the new ones their Chinese and writes the route tree, so the screen passes `npm test` before it is
// edited. The screen reads nothing yet: its call comes from the contract (step 1 of the checklist).
//
// Options: --area <folder of src/features> (required), --kind list|chart|form (default list), --title <English
// title> (default: the path's last segment in words), --zh <Chinese title> (default: the English title, to be
// replaced), --module <permission module> (default: the one the area's other screens declare), --dry-run
// (prints what it would write).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib/config.mjs';
import { screenPages } from './new-screen/pages.mjs';

/** @typedef {'list' | 'chart' | 'form'} ScreenKind */
/**
 * @typedef {object} ScreenOptions
 * @property {string} path the screen's address, `/<section>/<screen>`
 * @property {string} area a folder of src/features
 * @property {ScreenKind} kind
 * @property {string} [title] the English title (also the page's heading)
 * @property {string} [zh] the Chinese title
 * @property {string} [module] the permission module that opens the screen
 */
/** @typedef {{ file: string, content: string }} PlannedFile a file to write, relative to the repository */

const KINDS = ['list', 'chart', 'form'];
const SCREENS_FILE = 'src/api/screens.ts';
// Every screen of the route table has a first-page budget against the floor of its kind.
const BUDGETS_FILE = 'tests/build/signed-in-screens.test.ts';
const FLOOR_OF_KIND = { list: 'table', chart: 'charts', form: 'form' };

/** `billYear` → `Bill year`: the default title. */
const words = (segment) => {
  const spaced = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** `bill-year` or `billYear` → `BillYear`: the page component's name. */
const pascal = (segment) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The permission module the area's routes declare, so the new screen opens for whoever opens its siblings. */
function areaModule(repo, area) {
  const routes = path.join(repo, 'src/routes/_app');
  for (const section of readdirSync(routes, { withFileTypes: true })) {
    if (!section.isDirectory()) continue;
    for (const file of readdirSync(path.join(routes, section.name))) {
      const text = readFileSync(path.join(routes, section.name, file), 'utf8');
      if (!text.includes(`area: '${area}'`)) continue;
      const found = /permission: \{ module: '([^']+)'/.exec(text);
      if (found) return found[1];
    }
  }
  return area;
}

/**
 * Adds `line` as the last entry of the literal that starts with `opening` in `source` (its end: `closing` at the
 * start of a line).
 * @param {{ file: string, source: string }} target
 * @param {string} opening
 * @param {string} closing
 * @param {string} line
 */
function append({ file, source }, opening, closing, line) {
  const start = source.indexOf(opening);
  const end = source.indexOf(`\n${closing}`, start);
  if (start < 0 || end < 0) throw new Error(`${file}: '${opening}' … '${closing}' is not found`);
  return `${source.slice(0, end)}\n  ${line},${source.slice(end)}`;
}

/**
 * What a new screen is made of, without writing anything: each file with its whole content.
 * @param {ScreenOptions} options
 * @param {string} [repo] the repository to read (the area, the route table)
 * @returns {{ files: PlannedFile[], messages: { english: string, chinese: string, catalog: string }[] }}
 */
export function planScreen(options, repo = root) {
  const match = /^\/([A-Za-z]+)\/([A-Za-z][A-Za-z0-9]*)$/.exec(options.path);
  if (!match) throw new Error(`The path is /<section>/<screen> in letters and digits: ${options.path}`);
  const [, section, screen] = match;
  if (!KINDS.includes(options.kind)) throw new Error(`--kind is one of ${KINDS.join(', ')}: ${options.kind}`);
  if (!existsSync(path.join(repo, 'src/features', options.area)))
    throw new Error(
      `src/features/${options.area} does not exist: a new area needs its folder and its name in areas of src/api/i18n.ts`,
    );
  const routeFile = `src/routes/_app/${section}/${screen}.tsx`;
  if (existsSync(path.join(repo, routeFile))) throw new Error(`${routeFile} exists already`);
  const screens = readFileSync(path.join(repo, SCREENS_FILE), 'utf8');
  if (screens.includes(`'${options.path}'`)) throw new Error(`${SCREENS_FILE} already has ${options.path}`);
  const budgets = readFileSync(path.join(repo, BUDGETS_FILE), 'utf8');

  const title = options.title ?? words(screen);
  const name = `${pascal(screen)}Page`;
  const spec = { ...options, section, screen, title, name, module: options.module ?? areaModule(repo, options.area) };
  const pages = screenPages(spec);
  const inOrder = append(
    { file: SCREENS_FILE, source: screens },
    'export const landingOrder = [',
    ']',
    `'${options.path}'`,
  );
  const withEntries = append(
    { file: SCREENS_FILE, source: inOrder },
    'export const routesNotInSpecification = [',
    ']',
    `'${options.path}'`,
  );
  const withBudget = append(
    { file: BUDGETS_FILE, source: budgets },
    'const screens: Record<',
    '};',
    `'${options.path}': { kind: '${FLOOR_OF_KIND[options.kind]}' }`,
  );
  const areaCatalog = `src/locales/zh/areas/${options.area}.po`;
  return {
    files: [
      { file: routeFile, content: pages.route },
      { file: `src/features/${options.area}/pages/${name}.tsx`, content: pages.page },
      { file: `src/features/${options.area}/pages/${name}.test.tsx`, content: pages.test },
      { file: SCREENS_FILE, content: withEntries },
      { file: BUDGETS_FILE, content: withBudget },
    ],
    // The route's title is part of the first page; the heading and the page's texts load with the area.
    messages: [
      { english: title, chinese: options.zh ?? title, catalog: 'src/locales/zh/messages.po' },
      { english: title, chinese: options.zh ?? title, catalog: areaCatalog },
      ...pages.texts.map(([english, chinese]) => ({ english, chinese, catalog: areaCatalog })),
    ],
  };
}

/** Writes the plan, extracts the catalogues, fills the new messages' Chinese and writes the route tree. */
function writeScreen(plan) {
  for (const { file, content } of plan.files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  const run = (script) => execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  const written = plan.files.map((f) => f.file);
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...written], { cwd: root, stdio: 'inherit' });
  run('messages');
  const work = mkdtempSync(path.join(tmpdir(), 'new-screen-'));
  try {
    for (const catalog of new Set(plan.messages.map((message) => message.catalog))) {
      const table = path.join(work, 'translations.tsv');
      const lines = plan.messages.filter((m) => m.catalog === catalog).map((m) => `${m.english}\t${m.chinese}`);
      writeFileSync(table, `${lines.join('\n')}\n`);
      execFileSync('node', ['scripts/fill-translations.mjs', catalog, table], { cwd: root, stdio: 'inherit' });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  run('routes');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      area: { type: 'string' },
      kind: { type: 'string', default: 'list' },
      title: { type: 'string' },
      zh: { type: 'string' },
      module: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [screenPath] = positionals;
  if (!screenPath || !values.area) {
    console.error('usage: npm run new:screen -- /<section>/<screen> --area <area> [--kind list|chart|form]');
    process.exit(1);
  }
  try {
    const plan = planScreen({
      ...values,
      path: screenPath,
      area: values.area,
      kind: /** @type {ScreenKind} */ (values.kind),
    });
    if (values['dry-run']) {
      for (const { file } of plan.files) console.log(file);
      for (const m of plan.messages) console.log(`${m.catalog}: ${m.english} → ${m.chinese}`);
    } else {
      writeScreen(plan);
      console.log(`Written: ${plan.files.map((f) => f.file).join(', ')}, the catalogues and src/routeTree.gen.ts.`);
      if (!values.zh) console.log('The Chinese title is the English one: give it its translation in the catalogues.');
    }
  } catch (error) {
    console.error(`new:screen: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
