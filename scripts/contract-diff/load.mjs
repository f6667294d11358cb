// One side of the diff as a bundled contract: a bundled file (JSON or YAML), a contract folder, or a git
// revision of this repository, whose openapi/ is taken into a temporary folder and bundled with the project's
// own bundler, so a revision is read exactly as `npm run gen` would have read it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { bundle } from '../bundle.mjs';
import { root } from '../lib/config.mjs';
import { UsageError } from './options.mjs';

/** A side that names something that exists but cannot be read as a contract (exit status 2, as a usage error). */
export class SideError extends UsageError {}

/** @param {string[]} args */
const git = (args, maxBuffer = 1 << 20) => spawnSync('git', args, { cwd: root, maxBuffer });

/** The tree of openapi/ at a revision, or undefined when the revision is not one. */
function contractTree(revision) {
  const commit = git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  if (commit.status !== 0) return undefined;
  const tree = git(['rev-parse', '--verify', '--quiet', `${revision}:openapi`]);
  if (tree.status !== 0) throw new SideError(`${revision} has no openapi/ folder`);
  return tree.stdout.toString().trim();
}

function bundleFolder(dir, label, now) {
  const { doc, problems } = bundle({ contractDir: dir, now });
  if (problems.length) throw new SideError(`${label} does not bundle:\n  ${problems.join('\n  ')}`);
  return doc;
}

function bundleTree(tree, revision, now) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-diff-'));
  try {
    const archive = git(['archive', '--format=tar', tree], 256 << 20);
    if (archive.status !== 0) throw new SideError(`cannot read openapi/ at ${revision}: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new SideError(`cannot unpack openapi/ at ${revision}: ${untar.stderr}`);
    return bundleFolder(dir, `openapi/ at ${revision}`, now);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readDocument(file) {
  const text = readFileSync(file, 'utf8');
  let doc;
  try {
    // A bundle of the real contract is tens of megabytes of JSON: JSON.parse reads it many times faster.
    doc = text.trimStart().startsWith('{') ? JSON.parse(text) : parse(text, { maxAliasCount: -1 });
  } catch (error) {
    throw new SideError(`${file} is neither JSON nor YAML: ${error.message}`);
  }
  if (!doc || typeof doc !== 'object' || !doc.paths) throw new SideError(`${file} is not an OpenAPI document`);
  return doc;
}

/**
 * Loads both sides. The date macros of the examples are expanded for one day on both sides, and a revision
 * whose openapi/ is the same tree as the other side's is bundled once (HEAD against HEAD bundles one copy).
 * @param {string[]} sides the arguments as given
 * @returns {{ label: string, doc: Record<string, any> }[]}
 */
export function loadSides(sides, now = new Date()) {
  /** @type {Map<string, Record<string, any>>} */
  const trees = new Map();
  return sides.map((side) => {
    if (existsSync(side)) {
      const doc = statSync(side).isDirectory() ? bundleFolder(side, side, now) : readDocument(side);
      return { label: side, doc };
    }
    const tree = contractTree(side);
    if (!tree) throw new UsageError(`${side} is neither a file, a folder nor a git revision of this repository`);
    if (!trees.has(tree)) trees.set(tree, bundleTree(tree, side, now));
    return { label: side, doc: /** @type {Record<string, any>} */ (trees.get(tree)) };
  });
}
