// The one-direction flow of docs/architecture.md, checked on the imports of every source file:
// src/lib (pure helpers) and src/api are the lowest layers; components sit above it; a feature never imports another feature or a
// route; routes are the top. (ESLint catches the obvious cases; this also catches relative paths.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Where a file's relative and '@/' imports point, as paths under src (e.g. 'features/certificates/api/certificate-queries'). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]((?:\.|@\/)[^'"]+)['"]/g)].map(([statement, specifier]) => {
    if (specifier === undefined) throw new Error(`${file}: no path in ${statement}`);
    const target = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : path.resolve(path.dirname(file), specifier);
    return path.relative(src, target);
  });
}

// split always gives at least one part, so the first is never missing.
const layerOf = (relative: string) => relative.split(path.sep)[0] ?? '';
const featureOf = (relative: string) => (layerOf(relative) === 'features' ? relative.split(path.sep)[1] : undefined);

const files = sourceFiles(src).map((file) => ({ file: path.relative(src, file), imports: importsOf(file) }));

describe('architecture', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('keeps src/lib (pure helpers) free of every other layer', () => {
    const wrong = files
      .filter(({ file }) => layerOf(file) === 'lib')
      .flatMap(({ file, imports }) =>
        imports.filter((target) => layerOf(target) !== 'lib').map((t) => `${file} → ${t}`),
      );
    expect(wrong).toEqual([]);
  });

  it('keeps src/api free of features, components, routes and the app', () => {
    const wrong = files
      .filter(({ file }) => layerOf(file) === 'api')
      .flatMap(({ file, imports }) =>
        imports
          .filter((target) => ['features', 'components', 'routes', 'app'].includes(layerOf(target)))
          .map((t) => `${file} → ${t}`),
      );
    expect(wrong).toEqual([]);
  });

  it('keeps components free of features, routes and the app', () => {
    const wrong = files
      .filter(({ file }) => layerOf(file) === 'components')
      .flatMap(({ file, imports }) =>
        imports
          .filter((target) => ['features', 'routes', 'app'].includes(layerOf(target)))
          .map((t) => `${file} → ${t}`),
      );
    expect(wrong).toEqual([]);
  });

  it('never lets a feature import another feature or a route', () => {
    const wrong = files
      .filter(({ file }) => featureOf(file))
      .flatMap(({ file, imports }) =>
        imports
          .filter(
            (target) => layerOf(target) === 'routes' || (featureOf(target) && featureOf(target) !== featureOf(file)),
          )
          .map((t) => `${file} → ${t}`),
      );
    expect(wrong).toEqual([]);
  });
});
