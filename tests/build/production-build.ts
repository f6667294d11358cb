// The production build of the portal (scripts/lib/portal-build.mjs: made once per `npm test`, by this project's
// global set-up, and served by the browser tests), and what a page of it loads: the budget tests of this folder
// read it. Bytes are deterministic, so a budget can be a test; times and Lighthouse scores stay in the benchmark
// (`npm run bench`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir, ensurePortalBuild, type BuiltChunk } from '../../scripts/lib/portal-build.mjs';

/** An output file of the build: what it is made of and imports, and its code. */
export interface OutputChunk extends BuiltChunk {
  code: string;
}

export interface ProductionBuild {
  chunks: OutputChunk[];
  /** The entry's scripts index.html loads. */
  htmlScripts: string[];
  /**
   * The classic script written inline into index.html, run before the entry (none: index.html serves no screen of
   * its own).
   */
  screenFilesScript: string | undefined;
  /**
   * Each signed-in screen's page, by address ('/cdn/domain': cdn/domain.html), the servers' answer to its address:
   * its inline script requests the screen's files and sends its first reads (scripts/lib/screen-files.mjs).
   */
  pages: Map<string, string>;
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

const read = (fileName: string) => readFileSync(path.join(distDir, fileName), 'utf8');

/** A page's classic inline script (the first `<script>` without attributes). */
export const inlineScriptOf = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];

export async function buildPortal(): Promise<ProductionBuild> {
  const meta = await ensurePortalBuild({ log: () => {} });
  const html = read('index.html');
  const pages = meta.assets
    .filter((file) => file.endsWith('.html') && file !== 'index.html')
    .map((file) => [`/${file.replace(/\.html$/, '')}`, read(file)] as const);
  const scriptsOf = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1] ?? '');
  const linked = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1] ?? '');
  const screenFilesScript = inlineScriptOf(html);
  return {
    html,
    pages: new Map(pages),
    htmlStylesheets: new Map(linked.map((fileName) => [fileName, read(fileName)])),
    chunks: meta.chunks.map((chunk) => ({ ...chunk, code: read(chunk.fileName) })),
    htmlScripts: scriptsOf(/<script type="module" crossorigin src="\/([^"]+)"/g),
    screenFilesScript,
  };
}

/** The source files bundled into a chunk, relative to the project. */
export const sourcesOf = (chunk: OutputChunk) => chunk.moduleIds.map((id) => id.replace(/\?.*$/, ''));

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

/**
 * The page of a screen's address (index.html without one) runs it, whatever it then requests (it comes in the
 * HTML, counted here as the JavaScript it is).
 */
export function screenFilesScriptBytes(portal: ProductionBuild, address?: string) {
  const script = address === undefined ? portal.screenFilesScript : inlineScriptOf(portal.pages.get(address) ?? '');
  return script ? gzipSync(script).length : 0;
}
