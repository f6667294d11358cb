// A production build of the portal made in a test (vite build, nothing written to disk), and what a page of it
// loads: the budget tests of this folder read it. Bytes are deterministic, so a budget can be a test; times
// and Lighthouse scores stay in the benchmark (`npm run bench`).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputAsset, OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

export interface ProductionBuild {
  chunks: OutputChunk[];
  /** The entry's scripts index.html loads. */
  htmlScripts: string[];
  /** The script index.html loads apart from the entry, to request a screen's files (scripts/lib/screen-files.mjs). */
  screenFilesScript: OutputAsset | undefined;
  /** The stylesheets index.html links, by file name. */
  htmlStylesheets: Map<string, string>;
  html: string;
}

/** Vitest runs with NODE_ENV=test, which would make a build a development one (React's checks and all). */
export async function inProduction<T>(build: () => Promise<T>): Promise<T> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  return build().finally(() => (process.env.NODE_ENV = nodeEnv));
}

export async function buildPortal(): Promise<ProductionBuild> {
  const output = (await inProduction(() =>
    build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { write: false } }),
  )) as RolldownOutput;
  const html = output.output.find((item): item is OutputAsset => item.fileName === 'index.html');
  const assets = output.output.filter((item): item is OutputAsset => item.type === 'asset');
  const scriptsOf = (tag: RegExp) => [...String(html?.source).matchAll(tag)].map((match) => match[1] ?? '');
  const linked = [...String(html?.source).matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  return {
    html: String(html?.source),
    htmlStylesheets: new Map(
      linked.map((fileName) => [fileName ?? '', String(assets.find((asset) => asset.fileName === fileName)?.source)]),
    ),
    chunks: output.output.filter((item): item is OutputChunk => item.type === 'chunk'),
    htmlScripts: scriptsOf(/<script type="module" crossorigin src="\/([^"]+)"/g),
    screenFilesScript: assets.find(
      (asset) => asset.fileName === scriptsOf(/<script type="module" async [^>]*src="\/([^"]+)"/g)[0],
    ),
  };
}

/** The source files bundled into a chunk, relative to the project. */
export const sourcesOf = (chunk: OutputChunk) =>
  chunk.moduleIds.map((id) => path.relative(root, id).replace(/\?.*$/, ''));

/** The chunks holding a source file. */
export const containing = ({ chunks }: ProductionBuild, source: string) =>
  chunks.filter((chunk) => sourcesOf(chunk).includes(source));

/** Chunks and every chunk they import statically. */
export function withImports({ chunks }: ProductionBuild, start: OutputChunk[]): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => visit(chunks.find((other) => other.fileName === file)));
  };
  start.forEach(visit);
  return [...seen.values()];
}

/** What index.html loads before anything else. */
export const initialChunks = (portal: ProductionBuild) =>
  withImports(
    portal,
    portal.chunks.filter((chunk) => portal.htmlScripts.includes(chunk.fileName)),
  );

export const gzipBytes = (chunks: OutputChunk[]) => chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);

/** Every page loads it, whatever it then requests. */
export const screenFilesScriptBytes = ({ screenFilesScript }: ProductionBuild) =>
  screenFilesScript ? gzipSync(screenFilesScript.source).length : 0;
