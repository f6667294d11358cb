// A Vite plugin: chart.js's bar, pie and line charts each in a module of their own, so that a screen loads only
// the kinds of chart it draws. chart.js is one module, and a module goes to one file of the build: whatever of it
// any chart registered stayed in the charts' file that every chart screen loads, so the screens drawing time
// series alone (the overview, service info, the lines) loaded the bars' and pies' code, and those drawing no
// time series (the usage ranking, the bills) the lines'.
//
// `chart.js/bar-parts`, `chart.js/pie-parts` and `chart.js/line-parts` (src/components/charts/register-*-charts.ts)
// are, in the build, chart.js's own declarations of those parts, taken out of chart.js with what only they use;
// chart.js keeps the rest and exports what they need of it. In the development server and the tests they are
// chart.js itself. The split reads chart.js's top-level declarations, whatever their order or number, and fails
// the build when it would take more than the parts named here (a version of chart.js that ties them to its core,
// say).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Each module split off: what chart.js exports that goes into it, and what may go with it. */
export const CHART_JS_PARTS = {
  'bar-parts': { exports: ['BarController', 'BarElement', 'CategoryScale'], alsoTaken: [] },
  // The colour plugin, which no chart of the portal registers, tells doughnuts apart by their class.
  'pie-parts': { exports: ['ArcElement', 'DoughnutController', 'PieController'], alsoTaken: ['Colors'] },
  // The line's elements and its filler plugin stay: chart.js's core reads them (or a name like theirs).
  'line-parts': { exports: ['LineController', 'ScatterController', 'Decimation'], alsoTaken: [] },
};
const INTERNAL = '__chartJsPart_';
// In the build, `chart.js` as its packages import it (react-chartjs-2's charts by type): its core, with the parts
// split off exported again. What nothing uses of them is dropped, and their modules are not loaded for it.
const WHOLE = '\0chart.js-with-its-parts';

const chartJsModule = /[\\/]node_modules[\\/]chart\.js[\\/]dist[\\/]chart\.js$/;
const specifier = /^chart\.js\/([\w-]+)$/;
const partFile = /[\\/]node_modules[\\/]chart\.js[\\/]dist[\\/]([\w-]+)\.js$/;
/** The part an import (`chart.js/bar-parts`) or a module id (…/chart.js/dist/bar-parts.js) names, if it is one. */
const partNamed = (pattern, text) => {
  const name = pattern.exec(text)?.[1];
  return name !== undefined && name in CHART_JS_PARTS ? name : undefined;
};

/** The names a top-level statement declares. */
function declaredNames(node) {
  if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') return node.id ? [node.id.name] : [];
  if (node.type === 'VariableDeclaration')
    return node.declarations.flatMap((declarator) => (declarator.id.type === 'Identifier' ? [declarator.id.name] : []));
  return [];
}

/**
 * Every identifier a node names, but for the names of properties, methods and labels. Local names are counted as
 * if they were the module's: more than the statement reads, never less, so nothing that a part reads is missed.
 */
function referencedNames(node, into = new Set()) {
  if (node.type === 'Identifier') return into.add(node.name);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'label') continue;
    const isPropertyName =
      !node.computed &&
      ((node.type === 'MemberExpression' && key === 'property') ||
        (['Property', 'MethodDefinition', 'PropertyDefinition'].includes(node.type) &&
          key === 'key' &&
          !node.shorthand));
    if (isPropertyName) continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.type === 'string') referencedNames(child, into);
    }
  }
  return into;
}

/** `var name = Object.freeze({ __proto__: null, A: A, … })`: chart.js's lists of its parts by kind. */
function partList(node) {
  if (node.type !== 'VariableDeclaration' || node.declarations.length !== 1) return undefined;
  const [{ id, init }] = node.declarations;
  const isFreeze =
    init?.type === 'CallExpression' &&
    init.callee.type === 'MemberExpression' &&
    init.callee.object.name === 'Object' &&
    init.callee.property.name === 'freeze' &&
    init.arguments[0]?.type === 'ObjectExpression';
  if (!isFreeze) return undefined;
  const entries = init.arguments[0].properties.filter((property) => property.key.name !== '__proto__');
  if (!entries.every((property) => property.value.type === 'Identifier')) return undefined;
  return { name: id.name, entries: entries.map((property) => [property.key.name, property.value.name]) };
}

/**
 * Takes one part out of chart.js's module `source`: `core`, chart.js without it (its lists of parts too),
 * exporting what the part needs of it, and `part`, which imports that from `coreId` and chart.js's helpers from
 * `helpersId`. `taken`: what chart.js exported that the part now exports.
 * @param {string} source
 * @param {(code: string) => any} parse  an ESTree parser (Vite's)
 * @param {{ exports: string[], alsoTaken: string[] }} wanted
 * @param {{ coreId: string, helpersId: string }} ids
 */
export function takePart(source, parse, wanted, { coreId, helpersId }) {
  const statements = parse(source).body.map((node) => ({
    node,
    declares: declaredNames(node),
    reads: referencedNames(node),
    list: partList(node),
  }));
  const exportList = statements.find(({ node }) => node.type === 'ExportNamedDeclaration' && !node.source);
  const helpers = statements.find(({ node }) => node.type === 'ImportDeclaration' && node.specifiers.length > 0);
  if (!exportList || !helpers) throw new Error('chart.js: no export list, or no import of its helpers');
  const localOf = new Map(exportList.node.specifiers.map((entry) => [entry.exported.name, entry.local.name]));
  const moved = new Set(
    wanted.exports.map((name) => {
      if (!localOf.has(name)) throw new Error(`chart.js exports no ${name}`);
      return localOf.get(name);
    }),
  );
  const isMoved = (statement) => statement.declares.some((name) => moved.has(name));
  const readersOf = (name) =>
    statements.filter((statement) => statement.reads.has(name) && !statement.declares.includes(name));
  const declarations = statements.filter((statement) => statement.declares.length > 0 && !statement.list);
  for (let changed = true; changed;) {
    changed = false;
    for (const statement of declarations) {
      if (isMoved(statement)) continue;
      // What reads the part goes with it (chart.js would no longer hold what it reads), and so does what only
      // the part reads.
      const readsPart = [...statement.reads].some((name) => moved.has(name));
      const readers = statement.declares.flatMap(readersOf);
      if (readsPart || (readers.length > 0 && readers.every(isMoved))) {
        for (const name of statement.declares) moved.add(name);
        changed = true;
      }
    }
  }
  const kept = statements.filter((statement) => !isMoved(statement));
  const withEffect = kept.find(
    (statement) =>
      statement.declares.length === 0 &&
      statement !== exportList &&
      [...statement.reads].some((name) => moved.has(name)),
  );
  if (withEffect) throw new Error('chart.js: a statement run when it loads uses the parts split off');
  const taken = [...localOf].filter(([, local]) => moved.has(local)).map(([name]) => name);
  const unexpected = taken.filter((name) => !wanted.exports.includes(name) && !wanted.alsoTaken.includes(name));
  if (unexpected.length > 0) throw new Error(`chart.js: splitting off ${wanted.exports} takes ${unexpected} too`);

  const partStatements = statements.filter(isMoved);
  const partReads = new Set(partStatements.flatMap(({ reads }) => [...reads]));
  const coreNames = new Set(kept.flatMap(({ declares }) => declares));
  const needed = [...partReads].filter((name) => coreNames.has(name)).sort();
  const internal = (name) => `${INTERNAL}${name}`;
  const text = (node) => source.slice(node.start, node.end);

  const core = kept
    .map((statement) => {
      if (statement.list) {
        const entries = statement.list.entries.filter(([, local]) => !moved.has(local));
        return `var ${statement.list.name} = /*#__PURE__*/Object.freeze({\n__proto__: null,\n${entries.map(([key, local]) => `${key}: ${local}`).join(',\n')}\n});`;
      }
      if (statement !== exportList) return text(statement.node);
      const publicNames = exportList.node.specifiers.filter((entry) => !moved.has(entry.local.name)).map(text);
      const already = new Set(publicNames);
      const forParts = needed.map((name) => `${name} as ${internal(name)}`).filter((entry) => !already.has(entry));
      return `export { ${[...publicNames, ...forParts].join(', ')} };`;
    })
    .join('\n');
  const helpersRead = helpers.node.specifiers.filter((entry) => partReads.has(entry.local.name)).map(text);
  const part = [
    `import { ${helpersRead.join(', ')} } from ${JSON.stringify(helpersId)};`,
    `import { ${needed.map((name) => `${internal(name)} as ${name}`).join(', ')} } from ${JSON.stringify(coreId)};`,
    ...partStatements.map(({ node }) => text(node)),
    `export { ${exportList.node.specifiers
      .filter((entry) => moved.has(entry.local.name))
      .map(text)
      .join(', ')} };`,
  ].join('\n');
  return { core, part, taken };
}

/**
 * chart.js's module as its core and each of CHART_JS_PARTS, taken off one after another.
 * @param {string} source
 * @param {(code: string) => any} parse
 * @param {{ coreId: string, helpersId: string }} ids
 */
export function splitChartJs(source, parse, ids) {
  let core = source;
  /** @type {Record<string, string>} */
  const parts = {};
  for (const [name, wanted] of Object.entries(CHART_JS_PARTS)) {
    const taken = takePart(core, parse, wanted, ids);
    core = taken.core;
    parts[name] = taken.part;
  }
  return { core, parts };
}

/** @returns {import('vite').Plugin} */
export function chartJsParts() {
  let building = false;
  /** @type {{ coreId: string, split: ReturnType<typeof splitChartJs> } | undefined} */
  let cache;
  const partId = (coreId, name) => path.join(path.dirname(coreId), `${name}.js`);
  /** @param {string} coreId @param {(code: string) => any} parse */
  const split = (coreId, parse) => {
    if (cache?.coreId !== coreId) {
      const ids = { coreId, helpersId: path.join(path.dirname(coreId), 'chunks/index.js') };
      cache = { coreId, split: splitChartJs(readFileSync(coreId, 'utf8'), parse, ids) };
    }
    return cache.split;
  };
  return {
    name: 'portal-chart-js-parts',
    // Before Vite's own resolution, which refuses a subpath that chart.js's package does not export.
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      const part = partNamed(specifier, source);
      if (!building) return part ? this.resolve('chart.js', importer, { skipSelf: true }) : undefined;
      if (source === 'chart.js') return WHOLE;
      if (path.isAbsolute(source) && partNamed(partFile, source)) return source;
      if (!part) return undefined;
      const chartJs = await this.resolve('chart.js', importer, { skipSelf: true });
      return chartJs && partId(chartJs.id, part);
    },
    async load(id) {
      if (id === WHOLE) {
        const core = await this.resolve('chart.js', undefined, { skipSelf: true });
        if (!core) throw new Error('chart.js is not installed');
        const reexports = Object.entries(CHART_JS_PARTS).map(
          ([name, { exports, alsoTaken }]) =>
            `export { ${[...exports, ...alsoTaken].join(', ')} } from ${JSON.stringify(partId(core.id, name))};`,
        );
        return {
          code: [`export * from ${JSON.stringify(core.id)};`, ...reexports].join('\n'),
          moduleSideEffects: false,
        };
      }
      const name = partNamed(partFile, id);
      if (!building || !name) return undefined;
      const coreId = path.join(path.dirname(id), 'chart.js');
      return { code: split(coreId, (code) => this.parse(code)).parts[name], moduleSideEffects: false };
    },
    transform: {
      filter: { id: chartJsModule },
      handler(code, id) {
        if (!building) return undefined;
        if (code !== readFileSync(id, 'utf8')) throw new Error('chart.js was changed before its parts were split off');
        return { code: split(id, (text) => this.parse(text)).core, map: null };
      },
    },
  };
}
