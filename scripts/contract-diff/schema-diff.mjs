// The schema changes, as Redocly CLI's diff rates them with its diff-recommended rules (redocly-diff.yaml): each
// rule it reports as a major change breaks clients (a request the server now refuses, an answer a client does
// not expect). Redocly reads the contract's extensions as plain values; the contract's rules (rules.mjs) judge
// them, and judge removed operations, moved paths and session requirements per operation, so those of its
// verdicts are left to them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finding, show } from './classify.mjs';

const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
const config = path.join(import.meta.dirname, 'redocly-diff.yaml');

/** Verdicts the contract's rules give per operation, with what was and what is. */
const JUDGED_BY_RULES = new Set([
  'operation-removed',
  'path-removed',
  'operation-id-changed',
  'security-requirement-changed',
]);

/**
 * The document without its examples and the mock's extensions: they decide no shape, and the real contract's
 * examples (thousands of generated rows) would make the diff read tens of megabytes. A property that happens to
 * be named `example` in a schema's `properties` stays.
 */
function withoutExamples(node, parentKey = '') {
  if (Array.isArray(node)) return node.map((item) => withoutExamples(item));
  if (!node || typeof node !== 'object') return node;
  const keep = parentKey === 'properties' ? () => true : (/** @type {string} */ key) => !DROPPED.has(key);
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => keep(key))
      .map(([key, value]) => [key, withoutExamples(value, key)]),
  );
}
const DROPPED = new Set(['example', 'examples', 'x-macro', 'x-mock']);

/** '#/paths/~1api~1a/post/requestBody/…' → the route, the method and the rest of the pointer. */
function pointerParts(pointer) {
  const parts = pointer
    .replace(/^#\//, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] !== 'paths') return { rest: parts.join('/') };
  return { route: parts[1], method: parts[2], rest: parts.slice(3).join('/') };
}

/** Where in an operation a change is: what its request sends or what its answers carry. */
const side = (/** @type {string} */ rest) => (rest.startsWith('responses') ? 'response' : 'request');
const MAJOR_WHY = {
  request: 'Redocly rates it a major change: a request an existing client sends may now be refused',
  response: 'Redocly rates it a major change: an existing client may not understand the answer',
};

/** @param {any} change one change of Redocly's JSON report */
function toFindings(change, base, head) {
  const { route, method, rest } = pointerParts(change.path);
  const op = route && method ? (head.paths?.[route]?.[method] ?? base.paths?.[route]?.[method]) : undefined;
  return change.verdicts
    .filter((/** @type {any} */ v) => !JUDGED_BY_RULES.has(v.ruleId))
    .map((/** @type {any} */ v) =>
      finding({
        rule: v.ruleId,
        source: 'redocly',
        operationId: op?.operationId,
        method: method && op ? method : undefined,
        path: route,
        breaks: v.impact === 'major' ? 'clients' : 'none',
        what: v.message,
        where: rest || undefined,
        was: change.base && 'value' in change.base ? show(change.base.value) : undefined,
        is: change.revision && 'value' in change.revision ? show(change.revision.value) : undefined,
        why: v.impact === 'major' ? MAJOR_WHY[side(rest)] : `Redocly rates it a ${v.impact} change`,
      }),
    );
}

/**
 * @returns {{ findings: ReturnType<typeof finding>[], otherChanges: number }} the rated changes, and how many
 *   more Redocly found without a verdict (descriptions, additions) outside the extensions the rules read
 */
export function schemaDiff(base, head) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-diff-'));
  try {
    const files = ['base.json', 'head.json', 'report.json'].map((f) => path.join(dir, f));
    writeFileSync(files[0], JSON.stringify(withoutExamples(base)));
    writeFileSync(files[1], JSON.stringify(withoutExamples(head)));
    const run = spawnSync(
      process.execPath,
      [cli, 'diff', files[0], files[1], '--config', config, '--format', 'json', '--fail-on', 'none', '-o', files[2]],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    if (run.status !== 0) throw new Error(`redocly diff failed (status ${run.status}):\n${run.stderr}`);
    const report = JSON.parse(readFileSync(files[2], 'utf8'));
    const findings = report.changes.flatMap((/** @type {any} */ c) => toFindings(c, base, head));
    const otherChanges = report.changes.filter(
      (/** @type {any} */ c) => c.verdicts.length === 0 && !String(c.property ?? '').startsWith('x-'),
    ).length;
    return { findings, otherChanges };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
