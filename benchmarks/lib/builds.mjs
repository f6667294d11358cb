// Production builds for the benchmark, each in a temporary directory: the portal (with its manifest, the module
// list of each chunk and a treemap) and the floors it is compared with, built by the same Vite in the same run.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { build } from 'vite';
import { root } from '../../scripts/lib/config.mjs';
import { gzipStatic } from '../../scripts/lib/nginx-gzip-static.mjs';

export const gzipSize = (file) => gzipSync(readFileSync(file)).length;
export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * The JavaScript of a build: file → { gzip, modules, moduleGzip } (modules: the source files bundled into it;
 * moduleGzip: each one's code as the file holds it, gzipped alone, largest first: what a file is made of, though
 * the parts compress better together than alone). Scripts the build writes as files of their own (the portal's
 * screen-files script, scripts/lib/screen-files.mjs) count too, without modules.
 */
function javascriptOf(outDir, output) {
  const chunks = new Map();
  for (const file of output.flatMap((result) => result.output)) {
    if (file.type !== 'chunk' && !file.fileName.endsWith('.js')) continue;
    const chunk = file.type === 'chunk' ? file : { moduleIds: [], modules: {}, isEntry: false, imports: [] };
    const source = (id) => path.relative(root, id.replace(/\?.*$/, ''));
    chunks.set(file.fileName, {
      gzip: gzipSize(path.join(outDir, file.fileName)),
      modules: chunk.moduleIds.map(source),
      moduleGzip: Object.entries(chunk.modules)
        .map(([id, module]) => /** @type {[string, number]} */ ([source(id), gzipSync(module.code ?? '').length]))
        .sort((a, b) => b[1] - a[1]),
      isEntry: chunk.isEntry,
      imports: chunk.imports,
    });
  }
  return chunks;
}

async function buildInto(name, config, plugins = []) {
  const outDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const result = await build({
    ...config,
    logLevel: 'silent',
    plugins: [...(config.plugins ?? []), ...plugins],
    build: { outDir, emptyOutDir: true },
  });
  const output = Array.isArray(result) ? result : [result];
  return { name, outDir, chunks: javascriptOf(outDir, output) };
}

/**
 * A one-page app of the benchmark (a floor, the chart page) in benchmarks/<dir>, without the portal's config but
 * with its gzipped files, since nginx serves both the same way (benchmarks/lib/servers.mjs). `define`: constants
 * the page is built with (a data floor's calls); `plugins`: the portal's own that the page's imports need.
 */
export const buildPage = (dir, define = {}, plugins = []) =>
  buildInto(path.basename(dir), {
    root: path.join(root, 'benchmarks', dir),
    configFile: false,
    define,
    plugins: [react(), gzipStatic(), ...plugins],
  });

/** The portal with its own vite.config.ts; the treemap (open it in a browser) lands in `treemapFile`. */
export const buildPortal = (treemapFile) =>
  buildInto('portal', { root, configFile: path.join(root, 'vite.config.ts') }, [
    visualizer({ filename: treemapFile, template: 'treemap', gzipSize: true }),
  ]);

/** The files an entry loads before anything else: the entry chunk and what it imports statically. */
export function initialFiles(chunks) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    chunks.get(file)?.imports.forEach(visit);
  };
  [...chunks].filter(([, chunk]) => chunk.isEntry).forEach(([file]) => visit(file));
  return files;
}

export const sumGzip = (chunks, files) => [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);
