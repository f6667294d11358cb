// `npm run contract:check` as a gate a backend team can trust: the strict mock (the reference backend) passes
// every mode, and a backend with one class of defect, put in front of it, fails with the message an engineer
// acts on: a backend answering only failures, accepting bad input, ignoring sessions or permissions, leaving a
// created item behind, not applying an update, answering an HTML 502, answering slowly, adding fields.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eachOperation, jsonResponse } from '../../scripts/lib/operations.mjs';
import { startMock } from '../../scripts/mock/start.mjs';
import { type Breakage, type Exchange, signIn, startBreakingBackend } from './breaking-backend';
import { runContractCheck } from './contract-check-run';
import { loadReadable, present, type Json } from './load-contract';

const readable = loadReadable();
const operations = [...eachOperation(readable)] as Json[];
const reportDir = mkdtempSync(path.join(tmpdir(), 'conformance-'));
const readReport = (prefix: string): Json => JSON.parse(readFileSync(`${prefix}.json`, 'utf8'));

const firstFailure = (id: string): Json => {
  const { op } = present(
    operations.find((entry) => entry.op.operationId === id),
    id,
  );
  const examples = Object.values(jsonResponse(op).examples as Record<string, Json>);
  return present(examples.find((ex) => ex.value.code !== op['x-success-code'])?.value, `a failure example of ${id}`);
};

/** A success answer of the operation, with its own success code ('0', 200 or '200'). */
const success = (id: string, data: unknown = null): Json => {
  const { op } = present(
    operations.find((entry) => entry.op.operationId === id),
    id,
  );
  return { code: [op['x-success-code']].flat()[0], msg: '成功', data };
};

let mock: Awaited<ReturnType<typeof startMock>>;
let customerCookie: string;
let superadminCookie: string;

beforeAll(async () => {
  mock = await startMock({ strict: true, timeoutMs: 90_000 });
  customerCookie = await signIn(mock.url, 'customer');
  superadminCookie = await signIn(mock.url, 'superadmin');
});

afterAll(async () => {
  await mock?.stop();
  rmSync(reportDir, { recursive: true, force: true });
});

async function checkThrough(rule: (exchange: Exchange) => Breakage | undefined, args: string[], name: string) {
  const backend = await startBreakingBackend(mock.url, readable, rule);
  try {
    const prefix = path.join(reportDir, name);
    const run = await runContractCheck([backend.url, '--report', prefix, ...args], {
      CONTRACT_CHECK_PASSWORD: 'mock-users-take-any-password',
    });
    return { run, report: readReport(prefix), received: backend.received };
  } finally {
    await backend.close();
  }
}

const resultsOf = (report: Json, id: string, mode?: string): Json[] =>
  report.results.filter((r: Json) => r.operationId === id && (mode === undefined || r.mode === mode));

/** The first result of an operation (in a mode), which the run must have. */
const resultOf = (report: Json, id: string, mode?: string): Json =>
  present(resultsOf(report, id, mode)[0], `a result of ${id}${mode ? ` (${mode})` : ''}`);

describe('the strict mock, the reference backend', () => {
  it('conforms in every mode at once, and the write flows leave nothing behind', async () => {
    const prefix = path.join(reportDir, 'reference');
    const run = await runContractCheck(
      [
        mock.url,
        '--login',
        'superadmin',
        '--include-writes',
        '--negative',
        '--negative-cases',
        '1',
        '--signed-out',
        '--as',
        customerCookie,
        '--report',
        prefix,
      ],
      { CONTRACT_CHECK_PASSWORD: 'mock-users-take-any-password' },
    );
    const report = readReport(prefix);
    expect(report.results.filter((r: Json) => r.verdict !== 'conforms')).toEqual([]);
    expect(run.status, run.stdout.slice(-2000)).toBe(0);
    const modes = new Set(report.results.map((r: Json) => r.mode.split(' ')[0]));
    expect([...modes].sort()).toEqual(['as', 'examples', 'flow', 'negative', 'signed']);
    // Every read and every write of a flow answered its success and was judged.
    const flowWrites = report.results.filter((r: Json) => r.mode.startsWith('flow') && r.kind === 'mutation');
    expect(flowWrites.length).toBeGreaterThanOrEqual(12);
    expect(report.successVerified.of).toBe(operations.length);
    expect(run.stdout).toMatch(
      new RegExp(
        `^Success verified ${report.successVerified.operations}/${operations.length} operations\\. PASS$`,
        'm',
      ),
    );
    // The run's items carried its prefix; none is left in any collection.
    const leftovers = ['domains', 'monitoringContacts', 'monitoringGroups', 'protectedIps'].flatMap((name) =>
      mock.state!.items(name).filter((item: Json) => JSON.stringify(item).includes(report.prefix)),
    );
    expect(leftovers).toEqual([]);
    expect(report.skipped.length).toBeGreaterThan(0);
    expect(report.skipped.every((s: Json) => /no flow|session call/.test(s.reason))).toBe(true);
  }, 300_000);
});

describe('a backend that answers a declared failure to a valid request', () => {
  const failures = (exchange: Exchange): Breakage | undefined =>
    exchange.operationId === 'listAreas' || exchange.operationId === 'countHosts'
      ? { answer: { body: firstFailure(exchange.operationId) } }
      : { cookie: superadminCookie };

  it('is not verified and fails the run; a run that verified nothing says so', async () => {
    const { run, report } = await checkThrough(failures, ['--only', 'listAreas,countHosts'], 'only-failures');
    expect(run.status).toBe(1);
    expect(resultOf(report, 'listAreas')).toMatchObject({ verdict: 'not-verified', answered: 'failure' });
    expect(run.stdout).toContain(
      '✗ listAreas GET /api/area/all: not verified: answered a declared failure to a valid request',
    );
    expect(run.stdout).toMatch(/^Success verified 0\/\d+ operations\. FAIL \(no success answer was seen/m);
    expect(readFileSync(path.join(reportDir, 'only-failures.junit.xml'), 'utf8')).toMatch(
      /<failure type="not-verified"/,
    );
  });

  it('passes when each such operation is listed as expected to fail with its reason, or with --allow-unverified', async () => {
    const listed = await checkThrough(
      failures,
      [
        '--only',
        'listAreas,countHosts,listHostCustoms',
        '--expect-failure',
        'listAreas=no hosts in staging',
        '--allow-unverified',
      ],
      'expected-failure',
    );
    expect(resultOf(listed.report, 'listAreas')).toMatchObject({ verdict: 'expected-failure' });
    expect(resultOf(listed.report, 'countHosts')).toMatchObject({ verdict: 'not-verified', allowed: true });
    expect(listed.run.stdout).toContain('expected to fail; answered the declared failure code');
    expect(listed.run.stdout).toMatch(/^Success verified 1\/\d+ operations\. PASS$/m);
    expect(listed.run.status).toBe(0);
  });
});

describe('a backend that accepts anything, ignores the session and the permissions', () => {
  // Every call runs as the superadmin, whatever it carries; a refusal becomes the success example.
  // It knows who is signed in (the automatic login answers the user) but refuses nothing.
  const lax = (exchange: Exchange): Breakage | undefined => {
    const id = exchange.operationId;
    if (!id || id === 'autoLogin') return undefined;
    const answer = success(id, []);
    return { transform: (envelope) => (envelope.code === answer.code ? envelope : answer) };
  };
  let outcome: Awaited<ReturnType<typeof checkThrough>>;

  beforeAll(async () => {
    outcome = await checkThrough(
      lax,
      [
        '--only',
        'listAreas,listMonitoringContacts',
        '--cookie',
        superadminCookie,
        '--negative',
        '--signed-out',
        '--as',
        customerCookie,
      ],
      'lax',
    );
  });

  it('fails the run', () => {
    expect(outcome.run.status).toBe(1);
  });

  it('reports each bad input it accepted, with the input and a curl line that replays it', () => {
    const accepted = resultsOf(outcome.report, 'listMonitoringContacts', 'negative');
    expect(accepted.length).toBeGreaterThan(0);
    for (const result of accepted) {
      expect(result.verdict).toBe('not-refused');
      expect(result.problems[0].message).toBe('accepted a request the contract refuses (answered its success code)');
      expect(result.notes[0]).toMatch(/^sent .+ \(--seed 1\)$/);
      expect(result.exchange.curl).toMatch(/^curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/monit\/contacts\/list'/);
      expect(result.exchange.curl).toContain('"Cookie: $COOKIE"');
    }
  });

  it('reports every call answered without a session', () => {
    for (const id of ['listAreas', 'listMonitoringContacts']) {
      expect(resultOf(outcome.report, id, 'signed out')).toMatchObject({
        verdict: 'not-refused',
        problems: [expect.objectContaining({ message: 'answered success without a session' })],
      });
    }
  });

  it('reports the call the low-privilege user lacks the permission for, not the one it holds', () => {
    // The customer holds portal:cloudMonit:view:* and lacks portal:cloud:view:* (hosts).
    expect(resultOf(outcome.report, 'listAreas', 'as another user')).toMatchObject({
      verdict: 'not-refused',
      problems: [expect.objectContaining({ message: 'answered success to a user without the permission' })],
    });
    expect(resultsOf(outcome.report, 'listMonitoringContacts', 'as another user')).toEqual([]);
  });

  it('sends the signed-out calls without the session it was handed, and never ends that session', () => {
    // Requests to no operation (Prism's own probe of its upstream) aside.
    const signedOut = outcome.received.filter((e) => e.operationId && e.cookie === undefined);
    expect(signedOut.map((e) => e.operationId).sort()).toEqual(['listAreas', 'listMonitoringContacts']);
    expect(outcome.received.filter((e) => e.operationId === 'logout')).toEqual([]);
  });
});

describe('a backend that keeps what it should delete, or ignores an update', () => {
  it('reports the item still listed after its delete, the update not shown, and cleans up by itself', async () => {
    let deletes = 0;
    const { run, report } = await checkThrough(
      (exchange) => {
        // The flow's delete answers success and deletes nothing; the teardown's goes through.
        if (exchange.operationId === 'deleteMonitoringGroup' && ++deletes === 1)
          return { answer: { body: success('deleteMonitoringGroup') } };
        if (exchange.operationId === 'updateMonitoringContact')
          return { answer: { body: success('updateMonitoringContact') } };
        return { cookie: superadminCookie };
      },
      ['--include-writes', '--only', 'addMonitoringGroup,addMonitoringContact'],
      'keeps-items',
    );
    expect(run.status).toBe(1);
    const gone = resultsOf(report, 'listMonitoringGroups').find((r) => r.step === 'list after delete');
    expect(gone).toMatchObject({ verdict: 'violates' });
    expect(gone!.problems[0].message).toMatch(/^the item id \d+ is still listed after deleteMonitoringGroup$/);
    // The teardown deleted it for real.
    expect(resultsOf(report, 'deleteMonitoringGroup').map((r) => r.step)).toEqual(['delete', 'teardown']);
    expect(mock.state!.items('monitoringGroups').filter((g: Json) => String(g.name).includes(report.prefix))).toEqual(
      [],
    );
    const shown = resultsOf(report, 'listMonitoringContacts').find((r) => r.step === 'list after update');
    expect(shown!.verdict).toBe('violates');
    expect(shown!.problems.map((p: Json) => `${p.path}: ${p.message}`)).toContainEqual(
      expect.stringMatching(
        /^data: id \d+\.phone: still "18600001111" after updateMonitoringContact sent "13998765432"$/,
      ),
    );
  });

  it('lists every write --dry-run would send and sends nothing', async () => {
    const { run, received } = await checkThrough(() => undefined, ['--include-writes', '--dry-run'], 'dry-run');
    expect(run.status).toBe(0);
    expect(received.filter((e) => e.operationId)).toEqual([]);
    expect(run.stdout).toMatch(
      /^WRITE PUT http:\/\/127\.0\.0\.1:\d+\/monit\/contacts\/add \[flow monitoringContacts: create\]$/m,
    );
    expect(run.stdout).toMatch(
      /^skip {2}deleteCertificate POST \/api\/certificate\/delete\/\{id\}: no flow: 'certificates' has no create/m,
    );
  });
});

describe('a backend with smaller faults', () => {
  let outcome: Awaited<ReturnType<typeof checkThrough>>;

  beforeAll(async () => {
    outcome = await checkThrough(
      (exchange) => {
        if (exchange.operationId === 'listAreas')
          return {
            answer: { status: 502, type: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1>nginx</body></html>' },
          };
        if (exchange.operationId === 'countHosts') return { delayMs: 400, cookie: superadminCookie };
        if (exchange.operationId === 'listHostCustoms')
          return {
            cookie: superadminCookie,
            transform: (envelope) => ({
              ...envelope,
              data: envelope.data.map((c: Json) => ({ ...c, customerName: c.customName })),
            }),
          };
        return { cookie: superadminCookie };
      },
      [
        '--only',
        'listAreas,countHosts,listHostCustoms',
        '--cookie',
        superadminCookie,
        '--max-time',
        '300',
        '--strict-fields',
      ],
      'small-faults',
    );
  });

  it("reports a backend's own 5xx page as a server error with its status and the start of its body", () => {
    expect(resultOf(outcome.report, 'listAreas')).toMatchObject({ verdict: 'server-error', status: 502 });
    expect(resultOf(outcome.report, 'listAreas').problems[0].message).toBe(
      'HTTP 502 text/html: <html><body><h1>502 Bad Gateway</h1>nginx</body></html>',
    );
  });

  it('fails an answer slower than --max-time', () => {
    expect(resultOf(outcome.report, 'countHosts')).toMatchObject({ verdict: 'too-slow' });
    expect(resultOf(outcome.report, 'countHosts').problems[0].message).toMatch(
      /^took \d+ ms, over the budget of 300 ms/,
    );
  });

  it('flags, with --strict-fields, a property the contract does not name', () => {
    expect(resultOf(outcome.report, 'listHostCustoms')).toMatchObject({ verdict: 'violates' });
    expect(resultOf(outcome.report, 'listHostCustoms').problems[0]).toMatchObject({
      path: 'data[0]',
      message:
        "has 'customerName', which the contract does not name (--strict-fields): a renamed or undocumented field",
    });
  });

  it('keeps the request sent and the answer received for every failure, without the session', () => {
    const { exchange } = resultOf(outcome.report, 'listAreas');
    expect(exchange.request).toMatchObject({ method: 'GET', url: expect.stringMatching(/\/api\/area\/all$/) });
    expect(exchange.request.headers).not.toHaveProperty('cookie');
    expect(exchange.curl).toContain('"Cookie: $COOKIE"');
    expect(exchange.response).toMatchObject({ status: 502, contentType: 'text/html' });
    expect(JSON.stringify(outcome.report)).not.toContain(superadminCookie.split('=')[1]);
  });
});

describe('signing in', () => {
  it('asks for the password in the environment and never takes it from the contract', async () => {
    const run = await runContractCheck([mock.url, '--login', 'customer', '--only', 'listAreas'], {
      CONTRACT_CHECK_PASSWORD: '',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--login needs the password in CONTRACT_CHECK_PASSWORD');
  });

  it('signs in, uses that session, and ends only its own session', async () => {
    const { run, report, received } = await checkThrough(
      () => undefined,
      ['--login', 'customer', '--only', 'listCertificatesByAccount'],
      'login',
    );
    expect(run.status, run.stdout).toBe(0);
    const calls = received.filter((e) => e.operationId);
    expect(calls.map((e) => e.operationId)).toEqual(['login', 'listCertificatesByAccount', 'logout']);
    expect(calls[1]!.cookie).toMatch(/^JSESSIONID=[0-9a-f]+$/);
    expect(calls[2]!.cookie).toBe(calls[1]!.cookie);
    expect(report.results.map((r: Json) => r.verdict)).toEqual(['conforms', 'conforms', 'conforms']);
  });
});
