// `npm run contract:diff`: each class of change in a pair of small contracts (tests/fixtures/contract-diff:
// base.yaml and one head per class) is found with its message and classified; the command's exit status
// follows the breaking changes and the major version; a git revision is bundled from this repository.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { conclude, type Finding } from '../../scripts/contract-diff/classify.mjs';
import { loadSides } from '../../scripts/contract-diff/load.mjs';
import { comparePermissions } from '../../scripts/contract-diff/permission.mjs';
import { rulesDiff } from '../../scripts/contract-diff/rules.mjs';
import { root } from './load-contract';

const fixtures = 'tests/fixtures/contract-diff';
const fixture = (name: string) => path.join(fixtures, `${name}.yaml`);
const [base] = loadSides([path.join(root, fixture('base'))]);

/** The contract rules' findings from base.yaml to one head, each naming its operation's place. */
function rulesTo(head: string): Finding[] {
  const [side] = loadSides([path.join(root, fixture(head))]);
  const findings: Finding[] = rulesDiff(base!.doc, side!.doc);
  for (const f of findings)
    expect([f.source, typeof f.method, typeof f.path]).toEqual(['contract', 'string', 'string']);
  return findings;
}

const versions = { base: '1.4.0', head: '1.4.0' };
const exitOf = (findings: Finding[]) => conclude(findings, versions).exitCode;

const execFileAsync = promisify(execFile);

/** Runs the command as a pull request's job would; a non-zero exit status is a result, not an error. */
async function contractDiff(args: string[]) {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      [path.join(root, 'scripts/contract-diff/index.mjs'), ...args],
      { cwd: root },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { status: code, stdout, stderr };
  }
}

describe("the contract's rules, one head per class", () => {
  it("finds a success code that changed only its type ('0' → 0): breaks both sides", () => {
    expect(rulesTo('success-code-type')).toContainEqual(
      expect.objectContaining({
        rule: 'success-code',
        operationId: 'listItems',
        breaks: 'both',
        severity: 'breaking',
        what: 'x-success-code changed its type only.',
        was: "'0'",
        is: '0',
      }),
    );
  });

  it('rates a success code only the new contract accepts as breaking old clients, not servers', () => {
    const head = structuredClone(base!.doc);
    head.paths['/api/items'].get['x-success-code'] = ['0', 200];
    const [widened] = rulesDiff(base!.doc, head);
    expect(widened).toMatchObject({ rule: 'success-code', breaks: 'clients', what: 'x-success-code changed.' });
    expect(widened?.why).toContain('clients of the old contract read a success answered with 200 as a failure');
  });

  it('finds x-encrypted removed from a request body and added to a parameter and to data', () => {
    const found = [...rulesTo('encrypted'), ...rulesTo('encrypted-data')].map((f) => [f.operationId, f.what, f.breaks]);
    expect(found).toEqual([
      ['listItems', 'The query parameter account now travels encrypted (x-encrypted).', 'both'],
      ['addItem', 'The request body no longer travels encrypted (x-encrypted).', 'both'],
      ['countItems', 'The data of the answer now travels encrypted (x-encrypted).', 'both'],
    ]);
  });

  it('finds a tightened permission (breaks users) and a loosened one (a security review, not breaking)', () => {
    const [tightened] = rulesTo('permission-tightened');
    expect(tightened).toMatchObject({
      rule: 'permission',
      operationId: 'listItems',
      breaks: 'clients',
      severity: 'breaking',
      what: 'x-permission tightened.',
      was: "'portal:item:view:*'",
      is: "'portal:item:operation:*'",
    });
    const loosened = rulesTo('permission-loosened');
    expect(loosened).toEqual([expect.objectContaining({ operationId: 'addItem', severity: 'review', breaks: 'none' })]);
    expect(loosened[0]?.what).toBe('x-permission loosened: more users may make the call.');
    expect(exitOf(loosened)).toBe(0);
  });

  it('orders permissions by what they ask of the user', () => {
    expect(comparePermissions('portal:a:view:*', 'portal:a:view:top')).toBe('tightened');
    expect(comparePermissions('portal:a:operation:add', 'portal:a:view:*')).toBe('loosened');
    expect(comparePermissions('session', 'public')).toBe('loosened');
    expect(comparePermissions('session', 'portal:a:view:*')).toBe('tightened');
    expect(comparePermissions('portal:a:view:*', 'portal:b:view:*')).toBe('other');
    expect(comparePermissions('portal:a:view:top', 'portal:a:view:hit')).toBe('other');
  });

  it('finds the failure text moving between msg and data', () => {
    expect(rulesTo('error-text')).toEqual([
      expect.objectContaining({
        rule: 'error-text',
        operationId: 'addItem',
        breaks: 'both',
        what: 'x-error-text changed: the failure text is read from another field.',
        was: "'msg'",
        is: "'data'",
      }),
    ]);
  });

  it('warns of an invalidation removed (stale screens), without failing', () => {
    const found = rulesTo('invalidates');
    expect(found).toEqual([
      expect.objectContaining({
        rule: 'invalidates',
        operationId: 'addItem',
        severity: 'warning',
        what: 'x-invalidates no longer names countItems.',
      }),
    ]);
    expect(exitOf(found)).toBe(0);
  });

  it('finds declared failure codes removed (breaks servers) and added (breaks clients), type-exact', () => {
    const found = rulesTo('failure-codes').map((f) => [f.what, f.breaks]);
    expect(found).toEqual([
      ['The declared failure code 500 was removed (no failure example names it).', 'servers'],
      ["The failure code '500' was declared.", 'clients'],
      ["The failure code '403' was declared.", 'clients'],
    ]);
  });

  it('finds a call that now needs a session (breaks callers) and one that no longer does (security review)', () => {
    const found = rulesTo('session').map((f) => [f.operationId, f.what, f.severity, f.was, f.is]);
    expect(found).toEqual([
      [
        'login',
        'The call now needs a session (security, with the document default).',
        'breaking',
        '[]',
        '[{"sessionCookie":[]}]',
      ],
      [
        'countItems',
        'The call no longer needs a session (security, with the document default).',
        'review',
        '[{"sessionCookie":[]}]',
        '[]',
      ],
    ]);
  });

  it('finds a removed operation, a moved path, a changed method and a renamed operationId', () => {
    expect(rulesTo('operation-removed')).toContainEqual(
      expect.objectContaining({
        rule: 'operation-removed',
        operationId: 'countItems',
        breaks: 'clients',
        was: 'GET /api/items/count',
      }),
    );
    const moved = rulesTo('moved').map((f) => [f.rule, f.operationId, f.was, f.is, f.breaks]);
    expect(moved).toEqual([
      ['operation-id-changed', 'signIn', 'login', 'signIn', 'clients'],
      ['operation-moved', 'countItems', 'GET /api/items/count', 'POST /api/items/count', 'both'],
      ['operation-moved', 'addItem', 'POST /api/items/add', 'POST /api/items/create', 'both'],
    ]);
  });

  it('finds a query that became a mutation', () => {
    expect(rulesTo('kind')).toEqual([
      expect.objectContaining({
        rule: 'kind',
        operationId: 'countItems',
        breaks: 'clients',
        was: "'query'",
        is: "'mutation'",
      }),
    ]);
  });
});

describe('npm run contract:diff', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'contract-diff-test-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("reports the schema changes Redocly's diff-recommended rules rate as breaking", async () => {
    const run = await contractDiff([fixture('base'), fixture('schema')]);
    expect(run.status).toBe(1);
    for (const expected of [
      'listItems GET /api/items [breaks clients, Redocly property-removed]',
      'Property `size` was removed.',
      'Redocly schema-type-changed]',
      "Type of `id` widened from 'integer' to 'string'.",
      "Enum lost values: 'waf'.",
      'Required `region` query parameter was added.',
      'addItem POST /api/items/add [breaks clients, Redocly required-properties-added]',
      'Properties became required: `note`.',
    ])
      expect(run.stdout).toContain(expected);
  });

  it('exits 0 on harmless changes, listing them as non-breaking', async () => {
    const run = await contractDiff([fixture('base'), fixture('harmless')]);
    expect(run.stdout).toContain('Non-breaking: 2');
    expect(run.stdout).toContain('countAllItems GET /api/items/count-all [non-breaking]');
    expect(run.stdout).not.toContain('Breaking');
    expect(run.stdout).toContain('No breaking change.');
    expect(run.status).toBe(0);
  });

  it('exits 1 on a breaking change when the major version did not go up, and says so', async () => {
    const run = await contractDiff([fixture('base'), fixture('success-code-type')]);
    expect(run.stdout).toContain(
      '1 breaking change(s) and the major version did not go up (info.version 1.4.0 → 1.4.0)',
    );
    expect(run.status).toBe(1);
  });

  it('a major version bump acknowledges the break (exit 0), unless --fail-on-breaking', async () => {
    const bumped = await contractDiff([fixture('base'), fixture('success-code-major')]);
    expect(bumped.stdout).toContain('x-success-code changed its type only.');
    expect(bumped.stdout).toContain('acknowledged by the major version bump (info.version 1.4.0 → 2.0.0)');
    expect(bumped.status).toBe(0);
    const strict = await contractDiff([fixture('base'), fixture('success-code-major'), '--fail-on-breaking']);
    expect(strict.stdout).toContain('--fail-on-breaking fails them still.');
    expect(strict.status).toBe(1);
  });

  it('writes Markdown for a pull request and JUnit with a failing testcase per breaking finding', async () => {
    const junit = path.join(out, 'diff.xml');
    const run = await contractDiff([
      fixture('base'),
      fixture('permission-loosened'),
      '--format',
      'markdown',
      '--junit',
      junit,
    ]);
    expect(run.stdout).toContain('### Security review (open to more callers than before) (1)');
    expect(run.stdout).toContain(
      "| `` addItem POST /api/items/add `` | x-permission loosened: more users may make the call. | `` 'portal:item:operation:add' `` | `` 'portal:item:operation:*' `` |",
    );
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('tests="1" failures="0"');
    expect(xml).toContain('<testcase classname="contract-diff.review" name="addItem POST /api/items/add: permission">');

    await contractDiff([fixture('base'), fixture('kind'), '--junit', junit]);
    const failing = readFileSync(junit, 'utf8');
    expect(failing).toContain('tests="1" failures="1"');
    expect(failing).toContain('<failure type="clients" message="breaks clients: x-kind changed.">');
  });

  it('exits 2 on a usage error or a side that is neither a file nor a revision', async () => {
    const missing = await contractDiff([fixture('base')]);
    expect(missing.stderr).toContain('give two sides to compare: <base> <head>');
    expect(missing.status).toBe(2);
    const unknown = await contractDiff([fixture('base'), 'no-such-revision']);
    expect(unknown.stderr).toContain('no-such-revision is neither a file, a folder nor a git revision');
    expect(unknown.status).toBe(2);
  });

  it("bundles a git revision's openapi/ with the project's bundler: HEAD against HEAD changes nothing", async () => {
    const run = await contractDiff(['HEAD', 'HEAD']);
    expect(run.stdout).toContain('Contract diff: HEAD (info.version');
    expect(run.stdout).toContain('No change to an operation or a schema.');
    expect(run.status).toBe(0);
  });
});
