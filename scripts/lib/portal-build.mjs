// One production build of the portal per change of its inputs: `npm test` builds it once (the build tests'
// global set-up) and the browser tests serve the same dist/, instead of each making its own. The build is
// reused only while every file it is made from (the sources, the configuration, the lock file, the .env files
// and the VITE_ variables) is byte for byte what it was built from; what each output file holds (its source
// modules, its imports) is kept beside it, since dist/ on disk does not say.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnvFile, root } from './config.mjs';

export const distDir = path.join(root, 'dist');
const metaFile = path.join(root, 'node_modules/.cache/portal-build/meta.json');

/** What the build is made from (vite.config.ts and its plugins in scripts/lib, the sources, the versions). */
const inputs = [
  'src',
  'public',
  'scripts/lib',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'lingui.config.ts',
  'package-lock.json',
  '.env',
  '.env.local',
];

/**
 * @typedef {{ fileName: string, isEntry: boolean, imports: string[], dynamicImports: string[], moduleIds: string[] }} BuiltChunk
 *   (moduleIds: relative to the project, with the query a plugin adds, such as the router's `?tsr-split=`)
 * @typedef {{ inputs: string, chunks: BuiltChunk[], assets: string[] }} BuildMeta
 */

/** The input files, generated ones included (src/api/generated is made from openapi/ and ignored by git). */
function inputFiles() {
  return inputs
    .filter((input) => existsSync(path.join(root, input)))
    .flatMap((input) =>
      statSync(path.join(root, input)).isDirectory()
        ? readdirSync(path.join(root, input), { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        : [input],
    )
    .sort();
}

/**
 * The VITE_ variables the build reads, with the values it would read: the environment's over the .env files'.
 * (Vitest copies the .env files' into the environment: the same values, so the same digest, as outside it.)
 */
function viteVariables() {
  const fromFiles = { ...parseEnvFile(path.join(root, '.env')), ...parseEnvFile(path.join(root, '.env.local')) };
  const names = [...Object.keys(fromFiles), ...Object.keys(process.env)].filter((name) => name.startsWith('VITE_'));
  return [...new Set(names)].sort().map((name) => [name, process.env[name] ?? fromFiles[name]]);
}

/** A digest of every input file's name and bytes, and of the VITE_ variables of the environment. */
export function inputsDigest() {
  const hash = createHash('sha256');
  for (const file of inputFiles()) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  hash.update(JSON.stringify(viteVariables()));
  return hash.digest('hex');
}

/** The last build's description, when dist/ still holds that build of these inputs. @returns {BuildMeta | undefined} */
function currentBuild(digest) {
  if (!existsSync(metaFile)) return undefined;
  /** @type {BuildMeta} */
  const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
  const complete = [...meta.chunks.map((chunk) => chunk.fileName), ...meta.assets].every((file) =>
    existsSync(path.join(distDir, file)),
  );
  return meta.inputs === digest && complete ? meta : undefined;
}

const lockDir = path.join(path.dirname(metaFile), 'lock');
/** A lock older than this is a build that died (a build takes well under a minute). */
const STALE_LOCK_MS = 5 * 60_000;

/** Runs `task` while no other process builds into dist/ (browser tests and build tests may start together). */
async function alone(task) {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** A production build in dist/, made unless dist/ holds one of the same inputs. @returns {Promise<BuildMeta>} */
export const ensurePortalBuild = ({ log = console.log } = {}) => alone(() => buildUnlessCurrent(log));

/** @returns {Promise<BuildMeta>} */
async function buildUnlessCurrent(log) {
  const digest = inputsDigest();
  const reused = currentBuild(digest);
  if (reused) {
    log('build: dist/ is the production build of these sources; reused');
    return reused;
  }
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  // Vitest sets NODE_ENV=test, which would make the build a development one (React's checks and all).
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) =>
      'output' in each ? each.output : [],
    );
    /** @type {BuildMeta} */
    const meta = {
      inputs: digest,
      chunks: outputs.flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                imports: item.imports,
                dynamicImports: item.dynamicImports,
                moduleIds: item.moduleIds.map((id) => path.relative(root, id)),
              },
            ]
          : [],
      ),
      assets: outputs.flatMap((item) => (item.type === 'asset' ? [item.fileName] : [])),
    };
    mkdirSync(path.dirname(metaFile), { recursive: true });
    writeFileSync(metaFile, JSON.stringify(meta));
    return meta;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
