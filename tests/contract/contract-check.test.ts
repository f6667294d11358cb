// `npm run contract:check`: against the Prism mock every operation conforms; against a server that breaks the
// contract on purpose for a few operations (and answers the rest with the contract's own success examples),
// each breakage is reported against its operation, and the report files are written.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutExamples } from '../../scripts/contract-check/contract.mjs';
import { readViolations } from '../../scripts/contract-check/prism-violations.mjs';
import { encryptJson } from '../../scripts/lib/cipher.mjs';
import { readConfig } from '../../scripts/lib/config.mjs';
import { eachOperation, jsonResponse } from '../../scripts/lib/operations.mjs';
import { freePort, startPrism } from '../../scripts/lib/prism.mjs';
import { runContractCheck, runContractCheckCommand, type Run } from './contract-check-run';
import { loadReadable, loadWire, present, root, type Json } from './load-contract';

const wire = loadWire();
const readable = loadReadable();
const operations = [...eachOperation(wire)] as Json[];
const reads = operations.filter(({ op }) => op['x-kind'] === 'query');
const { cipherKey } = readConfig();
const reportDir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));

const contractCheck = runContractCheck;

const readReport = (prefix: string): Json => JSON.parse(readFileSync(`${prefix}.json`, 'utf8'));

afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

describe('against the Prism mock', () => {
  let mock: Awaited<ReturnType<typeof startPrism>>;

  beforeAll(async () => {
    mock = await startPrism({ spec: path.join(root, 'generated/openapi.wire.json') });
  });

  afterAll(async () => {
    await mock?.stop();
  });

  // The strict mock runs every mode (conformance-modes.test.ts); plain Prism, holding no session, shows the
  // warning a run without one gets, and that reads from the examples conform and count as verified.
  it('finds the reads conforming and verified, and warns that no session was given', async () => {
    const prefix = path.join(reportDir, 'mock');
    const run = await contractCheck([mock.url, '--only', 'listAreas,countHosts,searchDomains', '--report', prefix]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const report = readReport(prefix);
    expect(report.results.map((r: Json) => [r.operationId, r.verdict, r.answered]).sort()).toEqual([
      ['countHosts', 'conforms', 'success'],
      ['listAreas', 'conforms', 'success'],
      ['searchDomains', 'conforms', 'success'],
    ]);
    expect(run.stdout).toMatch(new RegExp(`^Success verified 3/${operations.length} operations\\. PASS$`, 'm'));
    expect(run.stderr).toContain(
      'contract:check: warning: 3 of the 3 operations to check need a session (cookie JSESSIONID',
    );
    expect(run.stderr).toContain('--cookie "JSESSIONID=…"');
  });
});

const examplesOf = (doc: Json, id: string): Record<string, Json> =>
  jsonResponse(([...eachOperation(doc)] as Json[]).find(({ op }) => op.operationId === id)!.op)!.examples;

interface Answer {
  status?: number;
  type?: string;
  body: unknown;
}

/** How the test server breaks the contract, per operation; it gets the wire success example. */
const breakages: Record<string, (success: Json) => Answer> = {
  // A wrong type: the first certificate's id is a string.
  listCertificatesByAccount: (ex) => ({
    body: { ...ex, data: ex.data.map((item: Json, i: number) => (i === 0 ? { ...item, id: String(item.id) } : item)) },
  }),
  // A missing required field in data.
  countHosts: (ex) => ({ body: { ...ex, data: { ...ex.data, total: undefined } } }),
  // The number 0 where the rule is the string '0'.
  listAreas: (ex) => ({ body: { ...ex, code: 0 } }),
  // Not the envelope at all.
  listMonitoringContacts: (ex) => ({ body: { status: 'ok', result: ex.data } }),
  // Encrypted data that decrypts to the wrong shape.
  searchDomains: (ex) => ({ body: { ...ex, data: encryptJson({ pageNum: 'one', total: 8 }, cipherKey) } }),
  // Encrypted data sent in the clear.
  searchSelfUsers: () => ({
    body: present(examplesOf(readable, 'searchSelfUsers').success, 'the searchSelfUsers success example').value,
  }),
  getBillSum: () => ({ status: 404, type: 'text/plain', body: 'Not Found' }),
  getBillOverview: () => ({ status: 501, type: 'text/plain', body: 'Not Implemented' }),
  // A declared business failure to a valid request: its success answer is never seen.
  listDomains: () => ({
    body: present(examplesOf(wire, 'listDomains').serverBusy, 'the listDomains serverBusy example').value,
  }),
};

// Routes without a path parameter first, so /api/x/list is not taken for /api/x/{id}.
const routes = operations
  .map((entry) => ({
    entry,
    pattern: new RegExp(`^${entry.route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => Number(a.entry.route.includes('{')) - Number(b.entry.route.includes('{')));

function operationOf(request: IncomingMessage): Json | undefined {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const method = request.method?.toLowerCase();
  return routes.find(({ entry, pattern }) => entry.method === method && pattern.test(pathname))?.entry;
}

function answerFor(request: IncomingMessage): Answer {
  const entry = operationOf(request);
  if (!entry) return { status: 404, type: 'text/plain', body: 'no such operation' };
  const { op } = entry;
  const [type, media] = present(
    Object.entries(op.responses['200'].content as Record<string, Json>)[0],
    `the 200 content of ${op.operationId}`,
  );
  const success = present(
    Object.values(media.examples as Record<string, Json>)[0],
    `the first 200 example of ${op.operationId}`,
  ).value;
  return breakages[op.operationId]?.(success) ?? { type, body: success };
}

describe('against a backend that breaks the contract', () => {
  let server: Server;
  let backend: string;
  const received: { kind?: string; cookie?: string; tenant?: string | string[] }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push({
        kind: operationOf(request)?.op['x-kind'],
        cookie: request.headers.cookie,
        tenant: request.headers['x-tenant'],
      });
      request.resume();
      request.on('end', () => {
        const { status = 200, type = 'application/json', body } = answerFor(request);
        response.writeHead(status, { 'content-type': type });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    backend = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const prefix = path.join(reportDir, 'broken');
  let run: Run;
  let report: Json;
  const result = (id: string): Json => report.results.find((r: Json) => r.operationId === id);

  beforeAll(async () => {
    run = await contractCheck([backend, '--report', prefix, '--cookie', 'SESSION=contract-check'], {
      CONTRACT_CHECK_HEADERS: 'X-Tenant: 7',
    });
    report = readReport(prefix);
  });

  it('exits 1 and passes the session cookie and headers to the backend', () => {
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).not.toContain('need a session');
    // Prism's proxy also probes its upstream at paths no operation has (kind undefined): not the check's calls.
    const calls = received.filter((r) => r.kind !== undefined);
    expect(calls.length).toBe(reads.length);
    expect(calls.filter((r) => r.cookie !== 'SESSION=contract-check' || r.tenant !== '7')).toEqual([]);
  });

  it('sends no write without --include-writes', () => {
    expect(received.filter((r) => r.kind === 'mutation')).toEqual([]);
  });

  it('reports a wrong type in data, which Prism lets through (the Failure branch accepts any data)', () => {
    const r = result('listCertificatesByAccount');
    expect(r.verdict).toBe('violates');
    expect(r.problems).toContainEqual(expect.objectContaining({ path: 'data[0].id', source: 'check' }));
    expect(r.problems.find((p: Json) => p.path === 'data[0].id').message).toMatch(/must be integer.*got "\d+"/);
  });

  it('reports a missing required field', () => {
    const r = result('countHosts');
    expect(r.verdict).toBe('violates');
    expect(r.problems).toContainEqual(
      expect.objectContaining({ path: 'data', message: expect.stringMatching(/required property 'total'/) }),
    );
  });

  it("reports the number 0 where the rule is the string '0' as an unexpected code", () => {
    const r = result('listAreas');
    expect(r.verdict).toBe('unexpected-code');
    expect(r.code).toBe(0);
    expect(r.problems[0].message).toMatch(/type matters: the contract says '0' \(a string\), not 0 \(a number\)/);
  });

  it('reports an answer that is not the envelope', () => {
    const r = result('listMonitoringContacts');
    expect(r.verdict).toBe('violates');
    expect(r.problems).toContainEqual(
      expect.objectContaining({
        path: '(answer)',
        message: 'not the envelope {code, msg, data}: found status, result',
      }),
    );
  });

  it('decrypts encrypted data and reports its wrong shape', () => {
    const r = result('searchDomains');
    expect(r.verdict).toBe('violates');
    const paths = r.problems.map((p: Json) => `${p.path}: ${p.message}`);
    expect(paths).toContainEqual(expect.stringMatching(/^data \(decrypted\)\.pageNum: must be integer/));
    expect(paths).toContainEqual(expect.stringMatching(/^data \(decrypted\): must have required property 'list'/));
  });

  it('reports encrypted data sent in the clear', () => {
    const r = result('searchSelfUsers');
    expect(r.verdict).toBe('violates');
    expect(r.problems).toContainEqual(
      expect.objectContaining({ path: 'data', message: expect.stringMatching(/must travel encrypted/) }),
    );
  });

  it('reports HTTP 404, and a 501 that Prism answers from its mock, as not found', () => {
    expect(result('getBillSum')).toMatchObject({ verdict: 'not-found', status: 404 });
    expect(result('getBillOverview').verdict).toBe('not-found');
    expect(result('getBillOverview').problems[0].message).toMatch(/501/);
  });

  it('does not count a declared business failure to a valid request as conforming: not verified', () => {
    expect(result('listDomains')).toMatchObject({ verdict: 'not-verified', answered: 'failure', code: '500' });
    expect(result('listDomains').notes[0]).toMatch(
      /^answered the declared failure code '500' \(serverBusy\): .*its success answer was not seen$/,
    );
  });

  it('finds every other operation conforming', () => {
    const others = report.results.filter((r: Json) => !(r.operationId in breakages));
    expect(others.length).toBe(reads.length - Object.keys(breakages).length);
    expect(others.filter((r: Json) => r.verdict !== 'conforms')).toEqual([]);
  });

  it('prints a summary per area naming each broken operation with its method and path', () => {
    expect(run.stdout).toMatch(/^certificates\s+10 checked,\s+9 conforming, 1 failing/m);
    expect(run.stdout).toContain('✗ listCertificatesByAccount GET /api/certificate/account: violates the contract');
    expect(run.stdout).toContain('✗ listAreas GET /api/area/all: answers an unexpected code');
    expect(run.stdout).toContain('✗ getBillSum POST /api/bill/billSum: not found');
    expect(run.stdout).toContain(
      '✗ listDomains GET /api/domain/list: not verified: answered a declared failure to a valid request',
    );
    expect(run.stdout).not.toContain('SESSION=contract-check');
  });

  it('writes a JUnit report: one testsuite per area, one testcase per operation, failures with messages', () => {
    expect(existsSync(`${prefix}.junit.xml`)).toBe(true);
    const xml = readFileSync(`${prefix}.junit.xml`, 'utf8');
    const areas = new Set(operations.map(({ op }) => op.tags[0]));
    expect(xml.match(/<testsuite /g)).toHaveLength(areas.size);
    expect(xml.match(/<testcase /g)).toHaveLength(operations.length);
    expect(xml.match(/<failure /g)).toHaveLength(9);
    expect(xml).toMatch(
      /<testcase classname="contract.certificates" name="listCertificatesByAccount GET \/api\/certificate\/account"[^>]*>\s*<failure type="violates" message="violates: data\[0\].id: must be integer/,
    );
    expect(xml).toMatch(/<testsuite name="session" tests="3" failures="0" errors="0" skipped="3"/);
    expect(report.totals).toMatchObject({ checked: reads.length, violating: 9 });
  });
});

describe("the contract Prism's proxy reads", () => {
  const bare = withoutExamples(wire);

  it('keeps every schema and drops the examples, most of the contract by size', () => {
    const schemasOf = (doc: Json) =>
      [...eachOperation(doc)].map(({ op }: Json) => ({
        parameters: op.parameters?.map((parameter: Json) => parameter.schema),
        body: Object.values<Json>(op.requestBody?.content ?? {}).map((media) => media.schema),
        answers: Object.values<Json>(op.responses).map((answer) =>
          Object.values<Json>(answer.content ?? {}).map((media) => media.schema),
        ),
      }));
    expect(schemasOf(bare)).toEqual(schemasOf(wire));
    expect(bare.components.schemas).toEqual(wire.components.schemas);
    const examples = [...eachOperation(bare)].flatMap(({ op }: Json) => [
      ...(op.parameters ?? []),
      ...Object.values<Json>(op.requestBody?.content ?? {}),
      ...Object.values<Json>(op.responses).flatMap((answer) => Object.values<Json>(answer.content ?? {})),
    ]);
    expect(examples.filter((part: Json) => 'example' in part || 'examples' in part)).toEqual([]);
    expect(JSON.stringify(bare).length).toBeLessThan(JSON.stringify(wire).length / 10);
  });
});

describe("reading Prism's report", () => {
  it('words each violation as the field and what was expected, without the repeats of an anyOf', () => {
    // As Prism 5.14 sends them: a 500 VIOLATIONS for an answer, a 422 (no side in the location) for a request.
    const answer = readViolations([
      {
        location: ['response', 'body', 'data', 'list', '0', 'id'],
        severity: 'Error',
        code: 'type',
        message: 'Response body property data.list.0.id must be integer',
      },
      {
        location: ['response', 'body'],
        severity: 'Error',
        code: 'required',
        message: "Response body must have required property 'msg'",
      },
      {
        location: ['response', 'body'],
        severity: 'Error',
        code: 'required',
        message: "Response body must have required property 'msg'",
      },
      {
        location: ['response', 'body'],
        severity: 'Error',
        code: 'anyOf',
        message: 'Response body must match a schema in anyOf',
      },
    ]);
    expect(answer.map((v) => `${v.path}: ${v.message}`)).toEqual([
      'data.list[0].id: must be integer',
      "(answer): must have required property 'msg'",
      '(answer): matches neither the success envelope nor Failure (the anyOf of the 200 answer)',
    ]);
    const request = readViolations([
      {
        location: ['body', 'domains'],
        severity: 'Error',
        code: 'type',
        message: 'Request body property domains must be array',
      },
    ]);
    expect(request).toEqual([{ source: 'prism', path: 'domains', message: 'must be array', severity: 'Error' }]);
  });
});

describe('command line', () => {
  it('reports an unreachable backend once per operation, for --only the named ones, as the command', async () => {
    const port = await freePort();
    const run = await runContractCheckCommand([`http://127.0.0.1:${port}`, '--only', 'listAreas,countHosts']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /✗ listAreas GET \/api\/area\/all: unreachable\n\s+\(request\): backend unreachable: .*ECONNREFUSED/,
    );
    expect(run.stdout).toMatch(/^2 checked in [\d.]+ s: 0 conforming; 2 not: 2 unreachable\.$/m);
    expect(run.stdout).toMatch(/^Success verified 0\/\d+ operations\. FAIL/m);
  });

  it('refuses to send a write named in --only without --include-writes', async () => {
    const run = await contractCheck(['http://127.0.0.1:9', '--only', 'addMonitoringContact']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--only names writes (x-kind: mutation): addMonitoringContact');
  });

  it('explains itself with --help and on a usage error, as the command', async () => {
    const help = await runContractCheckCommand(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run contract:check -- <backend-url>');
    const wrong = await runContractCheckCommand(['not a url']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('not a URL: not a url');
  });
});
