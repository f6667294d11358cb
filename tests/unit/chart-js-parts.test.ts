// The build's split of chart.js (scripts/lib/chart-js-parts.mjs): the installed chart.js taken apart into its core
// and its bar, pie and line parts, loaded as the build loads them, gives the same classes and defaults as chart.js
// whole. Which screens load which part is checked on a production build (tests/build/signed-in-screens.test.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_JS_PARTS, splitChartJs, takePart } from '../../scripts/lib/chart-js-parts.mjs';

type Module = Record<string, unknown>;
type Registered = { registry: { getController(id: string): unknown; getElement(id: string): unknown } };

const modules = path.resolve(import.meta.dirname, '../../node_modules');
const chartJsFile = path.join(modules, 'chart.js/dist/chart.js');
// Inside the project, where the test runner loads modules from (its cache folder, which git ignores).
mkdirSync(path.join(modules, '.cache'), { recursive: true });
const dir = mkdtempSync(path.join(modules, '.cache/chart-js-parts-'));
const coreId = path.join(dir, 'chart.mjs');
const url = (file: string) => pathToFileURL(file).href;
// chart.js's helpers copied too: they hold its defaults, which registering a part changes, and the tests that
// share this one's modules draw with the installed chart.js.
const helpersId = path.join(dir, 'helpers.mjs');
const ids = { coreId: url(coreId), helpersId: url(helpersId) };

let whole: Module;
let core: Module;
const parts: Record<string, Module> = {};

beforeAll(async () => {
  const split = splitChartJs(readFileSync(chartJsFile, 'utf8'), parseAst, ids);
  // Written beside nothing of chart.js: its own imports by their installed paths.
  const kurkle = JSON.stringify(url(path.join(modules, '@kurkle/color/dist/color.esm.js')));
  const helpers = readFileSync(path.join(path.dirname(chartJsFile), 'chunks/index.js'), 'utf8');
  writeFileSync(helpersId, helpers.replace("'@kurkle/color'", kurkle));
  writeFileSync(
    coreId,
    split.core.replace("'./chunks/index.js'", JSON.stringify(ids.helpersId)).replace("'@kurkle/color'", kurkle),
  );
  for (const [name, code] of Object.entries(split.parts)) writeFileSync(path.join(dir, `${name}.mjs`), code);
  whole = (await import('chart.js')) as Module;
  core = (await import(/* @vite-ignore */ ids.coreId)) as Module;
  for (const name of Object.keys(split.parts))
    parts[name] = (await import(/* @vite-ignore */ url(path.join(dir, `${name}.mjs`)))) as Module;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('chart.js split into its core and its bar, pie and line parts', () => {
  it('exports, between them, every name chart.js exports, each once', () => {
    const names = [core, ...Object.values(parts)].flatMap((module) =>
      Object.keys(module).filter((name) => !name.startsWith('__chartJsPart_')),
    );
    expect(names.sort()).toEqual(Object.keys(whole).sort());
  });

  it('takes into each part what it names, and leaves those out of the core', () => {
    for (const [name, { exports }] of Object.entries(CHART_JS_PARTS)) {
      expect(Object.keys(parts[name] ?? {})).toEqual(expect.arrayContaining(exports));
      for (const part of exports) expect(core).not.toHaveProperty(part);
    }
  });

  it("builds the parts on the core's classes, with chart.js's defaults, and registers them in its registry", () => {
    const bar = parts['bar-parts'] as Record<string, { defaults: object; overrides?: object }>;
    const pie = parts['pie-parts'] as Record<string, { defaults: object; overrides?: object }>;
    expect(Object.getPrototypeOf(bar.BarController)).toBe(core.DatasetController);
    expect(Object.getPrototypeOf(pie.PieController)).toBe(pie.DoughnutController);
    expect(Object.getPrototypeOf(pie.ArcElement)).toBe(core.Element);
    expect(Object.getPrototypeOf(bar.CategoryScale)).toBe(core.Scale);
    const line = parts['line-parts'] as Record<string, unknown>;
    expect(Object.getPrototypeOf(line.LineController)).toBe(core.DatasetController);
    expect(Object.getPrototypeOf(line.ScatterController)).toBe(core.DatasetController);
    const own = whole as Record<string, { defaults: object; overrides?: object }>;
    for (const name of ['BarController', 'BarElement', 'CategoryScale'])
      expect(JSON.stringify(bar[name]?.defaults)).toBe(JSON.stringify(own[name]?.defaults));
    expect(JSON.stringify(pie.PieController?.overrides)).toBe(JSON.stringify(own.PieController?.overrides));

    // Registered with defaults of their own: the installed chart.js, which other tests draw with, is left as it is.
    expect(core.defaults).not.toBe(whole.defaults);
    const { Chart } = core as { Chart: { register(...items: unknown[]): void } };
    Chart.register(bar.BarController, bar.BarElement, pie.PieController, pie.ArcElement);
    const { registry } = core as unknown as Registered;
    expect(registry.getController('bar')).toBe(bar.BarController);
    expect(registry.getController('doughnut')).toBe(pie.DoughnutController);
    expect(registry.getElement('arc')).toBe(pie.ArcElement);
  });
});

describe('takePart', () => {
  const source = `import { h as helper } from './helpers.js';
function onlyBars(x) { return helper(x); }
function shared(x) { return x; }
class Base { static id = 'base'; }
class Bars extends Base { draw() { return onlyBars(shared(1)); } }
class Lines extends Base { draw() { return shared(2); } }
var kinds = /*#__PURE__*/Object.freeze({
__proto__: null,
Bars: Bars,
Lines: Lines
});
export { Bars, Base, Lines, kinds };
`;
  const ids = { coreId: '/core.js', helpersId: '/helpers.js' };

  it('moves the part and what only it reads, and exports what else it reads from the core', () => {
    const { core: rest, part, taken } = takePart(source, parseAst, { exports: ['Bars'], alsoTaken: [] }, ids);
    expect(taken).toEqual(['Bars']);
    expect(part).toContain('function onlyBars');
    expect(part).toContain('class Bars extends Base');
    expect(part).toContain('import { h as helper } from "/helpers.js";');
    expect(part).toMatch(/import \{ __chartJsPart_Base as Base, __chartJsPart_shared as shared \} from "\/core\.js";/);
    expect(rest).not.toContain('onlyBars');
    expect(rest).not.toMatch(/Bars: Bars/);
    expect(rest).toContain(
      'export { Base, Lines, kinds, Base as __chartJsPart_Base, shared as __chartJsPart_shared };',
    );
  });

  it('fails when the part would take what it does not name (something the core needs reads it)', () => {
    const tied = source.replace(
      'export { Bars, Base, Lines, kinds };',
      'function uses() { return new Bars(); }\nexport { Bars, Base, Lines, kinds, uses };',
    );
    expect(() => takePart(tied, parseAst, { exports: ['Bars'], alsoTaken: [] }, ids)).toThrow(/takes uses too/);
  });

  it('fails when a statement run at load reads the part', () => {
    const run = `${source}\nconsole.log(Bars);\n`;
    expect(() => takePart(run, parseAst, { exports: ['Bars'], alsoTaken: [] }, ids)).toThrow(/run when it loads/);
  });
});
