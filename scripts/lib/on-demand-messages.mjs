// Which of an area's source files draw only on demand: the code a screen imports lazily (`import('./X')`, as
// `lazyNamed` and `overlayOnDemand` do for its dialogs, forms, wizards and the views it does not open on) and
// what only that code imports. Their messages are the area's on-demand catalogue (lingui.config.ts), loaded
// with that code (src/api/i18n.ts), so a list's first paint does not load its dialogs' messages. A file the
// area's other code also imports statically is part of a first paint: its messages stay in the area's catalogue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const notSources = /\.test\.tsx?$|\.d\.ts$/;
// `import type` loads nothing; `import { type A, b }` loads the module, and is kept.
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
const lazyImport = /\bimport\(\s*'([^']+)'\s*\)/g;

/** An import's source file, relative to the root with '/' separators; undefined outside src or not found. */
function resolve(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined;
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => `${base}${ending}`)
    .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)));
  return found?.split(path.sep).join('/');
}

/** Everything reached from the start through static imports, within the given files. */
function closure(start, importsOf) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf.get(file)?.forEach(visit);
  };
  start.forEach(visit);
  return seen;
}

/** The files the routes (src/routes) import statically. */
function routeImports(root) {
  return readdirSync(path.join(root, 'src/routes'), { recursive: true })
    .map((file) => `src/routes/${String(file).split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !notSources.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(staticImport)].map((match) =>
        resolve(root, file, match[1]),
      ),
    );
}

/**
 * The files of src/features/<area> whose messages only on-demand code draws, sorted.
 * @param {string} area
 * @returns {string[]}
 */
export function onDemandFiles(area, root = process.cwd()) {
  const folder = `src/features/${area}`;
  const files = readdirSync(path.join(root, folder), { recursive: true })
    .map((file) => `${folder}/${String(file).split(path.sep).join('/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !notSources.test(file));
  const inArea = (file) => file !== undefined && files.includes(file);
  const importsOf = new Map();
  const lazyTargets = new Set();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const targets = (pattern) =>
      [...source.matchAll(pattern)].map((match) => resolve(root, file, match[1])).filter(inArea);
    importsOf.set(file, targets(staticImport));
    targets(lazyImport).forEach((target) => lazyTargets.add(target));
  }
  const onDemand = closure(lazyTargets, importsOf);
  // A file a route imports statically is part of its screen's first paint, though the area may import it lazily
  // elsewhere (the analysis views: the online analysis draws them at once, the other analyses once a domain is
  // chosen).
  const firstPaint = closure(
    [...files.filter((file) => !onDemand.has(file)), ...routeImports(root).filter(inArea)],
    importsOf,
  );
  return [...onDemand].filter((file) => !firstPaint.has(file)).sort();
}
