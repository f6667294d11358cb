// Real traffic judged with the conformance check's judge: a browser's recording (HAR) built from the contract's
// own examples, clean and with one exchange per class of defect; the live proxy in front of a small backend; and
// the wire contract's failure branches, which let Prism's proxy flag a code an operation does not declare.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHar } from '../../scripts/contract-check/traffic/har.mjs';
import { startLiveProxy } from '../../scripts/contract-check/traffic/live.mjs';
import { readConfig } from '../../scripts/lib/config.mjs';
import { eachOperation, jsonResponse, needsSession } from '../../scripts/lib/operations.mjs';
import { startPrism } from '../../scripts/lib/prism.mjs';
import { buildRequest } from '../../scripts/lib/requests.mjs';
import { runContractCheck } from './contract-check-run';
import { loadReadable, loadWire, present, root, type Json } from './load-contract';

const wire = loadWire();
const readable = loadReadable();
const { cipherKey } = readConfig();
const operations = [...eachOperation(wire)] as Json[];
const PORTAL = 'https://portal.example.com';
const dir = mkdtempSync(path.join(tmpdir(), 'contract-traffic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entryOf = (id: string): Json =>
  present(
    operations.find(({ op }) => op.operationId === id),
    `operation ${id}`,
  );
const exampleOf = (doc: Json, id: string, name: string): Json =>
  present(
    jsonResponse(([...eachOperation(doc)] as Json[]).find(({ op }) => op.operationId === id)!.op)?.examples?.[name],
    `the ${name} example of ${id}`,
  ).value;

interface Exchange {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  status?: number;
  type?: string;
  text?: string;
  base64?: boolean;
  resourceType?: string;
}

/** One HAR 1.2 entry as Chrome saves it (pseudo headers, a session cookie, the resource type). */
function harEntry(x: Exchange): Json {
  const url = new URL(x.url);
  const headers = {
    ':authority': url.host,
    ':method': x.method,
    ':path': url.pathname + url.search,
    accept: 'application/json, text/plain, */*',
    cookie: 'JSESSIONID=secret-session',
    ...(x.body !== undefined && { 'content-type': 'application/json' }),
    ...x.headers,
  };
  const text = x.text ?? '';
  return {
    startedDateTime: '2025-03-01T08:00:00.000Z',
    time: 42.6,
    _resourceType: x.resourceType ?? 'fetch',
    request: {
      method: x.method,
      url: x.url,
      httpVersion: 'http/2.0',
      headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(x.body !== undefined && { postData: { mimeType: headers['content-type'], text: x.body } }),
    },
    response: {
      status: x.status ?? 200,
      statusText: '',
      headers: [{ name: 'content-type', value: x.type ?? 'application/json;charset=UTF-8' }],
      content: {
        size: text.length,
        mimeType: x.type ?? 'application/json',
        text: x.base64 ? Buffer.from(text).toString('base64') : text,
        ...(x.base64 && { encoding: 'base64' }),
      },
    },
  };
}

function writeHar(name: string, exchanges: Exchange[]): string {
  const file = path.join(dir, name);
  const entries = exchanges.map(harEntry);
  writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'WebInspector' }, entries } }));
  return file;
}

/** The portal's call of an operation with the contract's example input, answered with `answer` (JSON). */
function call(id: string, answer: unknown, extra: Partial<Exchange> = {}): Exchange {
  const { url, init } = buildRequest(wire, entryOf(id), PORTAL);
  return {
    method: init.method as string,
    url,
    ...(init.body !== undefined && { body: String(init.body) }),
    headers: init.headers as Record<string, string>,
    text: typeof answer === 'string' ? answer : JSON.stringify(answer),
    ...extra,
  };
}

/** The contract's first 200 example of an operation, as it travels (a file for a download). */
function successCall(entry: Json): Exchange {
  const [type, media] = Object.entries(entry.op.responses['200'].content as Record<string, Json>)[0]!;
  const value = (Object.values(media.examples ?? {})[0] as Json | undefined)?.value ?? 'file';
  return call(entry.op.operationId, value, { type });
}

const result = (run: Json, id: string): Json =>
  present(
    run.results.find((r: Json) => r.operationId === id),
    `the result of ${id}`,
  );
const messages = (r: Json): string[] => r.problems.map((p: Json) => `${p.path}: ${p.message}`);

describe('a recording (HAR)', () => {
  it("finds every operation conforming when each answers its contract's success example", async () => {
    // Half of the calls go through a prefix nginx adds, one answer is kept as Base64 (binary-safe) by the browser,
    // and a static file and another origin's call are recorded too.
    const calls = operations.map((entry, i) => {
      const x = successCall(entry);
      return i % 2 ? { ...x, url: x.url.replace(PORTAL, `${PORTAL}/portal-api`), base64: i % 3 === 0 } : x;
    });
    const harPath = writeHar('clean.har', [
      { method: 'GET', url: `${PORTAL}/assets/index-3f2a.js`, type: 'text/javascript', resourceType: 'script' },
      ...calls,
      { method: 'POST', url: 'https://stats.example.net/collect', text: '{}' },
    ]);
    const run = await runHar({ wire, harPath, cipherKey });
    expect(run.results.filter((r: Json) => r.verdict !== 'conforms')).toEqual([]);
    expect(run.results).toHaveLength(operations.length);
    expect(run.traffic).toEqual({ source: 'har', exchanges: operations.length, ignored: 2 });
    expect(run.backend).toBe(`${PORTAL} (recorded in clean.har)`);
  });

  describe('with one exchange per class of defect', () => {
    let run: Json;
    const listAreas = exampleOf(wire, 'listAreas', 'success');
    const countHosts = exampleOf(wire, 'countHosts', 'success');

    beforeAll(async () => {
      const harPath = writeHar('defects.har', [
        // listAreas twice: a good answer, then a code no example of it declares.
        call('listAreas', listAreas),
        call('listAreas', { code: '999', msg: 'unknown', data: null }),
        call('getAnalysisInitOptions', { ...exampleOf(wire, 'getAnalysisInitOptions', 'success'), code: 0 }),
        { ...call('countHosts', { ...countHosts, data: { ...countHosts.data, total: undefined } }) },
        call('searchSelfUsers', exampleOf(readable, 'searchSelfUsers', 'success')),
        { ...call('getHitRateDb', exampleOf(wire, 'getHitRateDb', 'success')), body: '{"sort":"x"' },
        {
          ...call('listCertificatesByAccount', ''),
          status: 502,
          type: 'text/html',
          text: '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>',
        },
        // An encrypted request body in the clear: the readable example, where the wire one is Base64.
        call('getOverviewTraffic', exampleOf(wire, 'getOverviewTraffic', 'success'), {
          body: exampleOfBody('getOverviewTraffic'),
        }),
        {
          ...call('countHosts', countHosts),
          body: JSON.stringify({ customs: 'CDN1024' }),
        },
        { method: 'POST', url: `${PORTAL}/api/domain/frobnicate`, body: '{}', status: 404, type: 'text/html' },
      ]);
      run = await runHar({ wire, harPath, cipherKey });
    });

    it('reports a code the operation does not declare, and keeps only the failed exchange', () => {
      const r = result(run, 'listAreas');
      expect(r).toMatchObject({ verdict: 'unexpected-code', code: '999', exchanges: 2, failedCount: 1 });
      expect(messages(r)[0]).toMatch(/^code: '999' is neither the success code \(x-success-code '0'\)/);
      expect(r.failed).toHaveLength(1);
      expect(r.failed[0].response.body).toContain('"999"');
    });

    it("reports a '0' sent as 0", () => {
      const r = result(run, 'getAnalysisInitOptions');
      expect(r.verdict).toBe('unexpected-code');
      expect(messages(r)[0]).toMatch(/type matters: the contract says '0' \(a string\), not 0 \(a number\)/);
    });

    it('reports a missing field', () => {
      expect(messages(result(run, 'countHosts'))).toContain("data: must have required property 'total'");
    });

    it('reports clear-text data where it must travel encrypted', () => {
      const r = result(run, 'searchSelfUsers');
      expect(r.verdict).toBe('violates');
      expect(messages(r)).toContainEqual(expect.stringMatching(/^data: must travel encrypted/));
    });

    it('reports a request body that is not JSON, one that breaks its schema and one sent in the clear', () => {
      expect(messages(result(run, 'getHitRateDb'))).toContainEqual(expect.stringMatching(/^request body: not JSON/));
      const hosts = result(run, 'countHosts');
      expect(hosts.failed).toHaveLength(2);
      expect(messages(hosts)).toContainEqual(expect.stringMatching(/^request body\.customs: must be array/));
      expect(hosts.notes).toContain('the request breaks the contract: the client sent it');
      expect(messages(result(run, 'getOverviewTraffic'))).toContainEqual(
        expect.stringMatching(/^request body: must travel encrypted/),
      );
    });

    it("reports a gateway's HTML 502 page with its start", () => {
      const r = result(run, 'listCertificatesByAccount');
      expect(r.status).toBe(502);
      expect(r.verdict).not.toBe('conforms');
      expect(messages(r)[0]).toMatch(/HTTP 502.*502 Bad Gateway/);
    });

    it('reports a call whose path no operation has as not in the contract', () => {
      const r = present(
        run.results.find((x: Json) => x.verdict === 'not-in-contract'),
        'the unknown call',
      );
      expect(r).toMatchObject({ area: 'not in the contract', method: 'POST', path: '/api/domain/frobnicate' });
      expect(messages(r)).toEqual(['(request): POST /api/domain/frobnicate matches no operation of the contract']);
    });

    it('keeps the request without its cookie and a curl line that replays it with $COOKIE', () => {
      const r = result(run, 'countHosts');
      expect(r.request).toMatchObject({ method: 'POST', url: `${PORTAL}/api/hostInfo/count` });
      expect(JSON.stringify(run)).not.toContain('secret-session');
      expect(Object.keys(r.request.headers).filter((h) => h === 'cookie' || h.startsWith(':'))).toEqual([]);
      expect(r.curl).toBe(
        `curl -X POST '${PORTAL}/api/hostInfo/count' -H 'accept: application/json, text/plain, */*' ` +
          `-H 'content-type: application/json' -H "Cookie: $COOKIE" --data-raw '${r.request.body}'`,
      );
    });
  });

  it('refuses an access log, which holds no bodies', async () => {
    const log = path.join(dir, 'access.log');
    writeFileSync(
      log,
      '10.0.0.7 - - [01/Mar/2025:08:00:00 +0800] "GET /api/area/all HTTP/2.0" 200 512 "-" "Mozilla"\n',
    );
    await expect(runHar({ wire, harPath: log, cipherKey })).rejects.toThrow(/access log: it holds no bodies/);
  });
});

/** The contract's example request body of an operation, readable (as the portal holds it before encrypting). */
function exampleOfBody(id: string): string {
  const entry = ([...eachOperation(readable)] as Json[]).find(({ op }) => op.operationId === id)!;
  return String(buildRequest(readable, entry, PORTAL).init.body);
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** An HTTP exchange with the bytes as they came (fetch would decompress them). */
function rawRequest(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          rawHeaders: incoming.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('the command line', () => {
  it('judges a HAR file with --har: PASS and exit 0 when it conforms, FAIL and exit 1 on a defect', async () => {
    const clean = writeHar('cli-clean.har', [successCall(present(operations[0], 'an operation'))]);
    const passed = await runContractCheck(['--har', clean]);
    expect(passed.status, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout).toMatch(/^Judged: 1 exchanges recorded \(0 not the API's, ignored\)\.$/m);
    const broken = writeHar('cli-broken.har', [call('listAreas', { code: '999', msg: 'unknown', data: null })]);
    const failed = await runContractCheck(['--har', broken]);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('✗ listAreas GET /api/area/all: answers an unexpected code');
    const notHar = writeHar('cli-not-har.har', []);
    writeFileSync(notHar, '127.0.0.1 - - [29/Nov/2026:10:00:00 +0800] "GET /api/area/all HTTP/1.1" 200 12');
    const refused = await runContractCheck(['--har', notHar]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('is an access log: it holds no bodies');
  });
});

describe('the live proxy', () => {
  const received: { method?: string; url?: string; host?: string; cookie?: string; body: string }[] = [];
  const areas = JSON.stringify(exampleOf(wire, 'listAreas', 'success'));
  const overview = JSON.stringify(exampleOf(wire, 'getOverviewTraffic', 'success'));
  const gzipped = gzipSync(JSON.stringify({ ...exampleOf(wire, 'listAreas', 'success'), code: 0 }));
  let backend: Server;
  let proxy: Awaited<ReturnType<typeof startLiveProxy>>;
  const judged: Json[] = [];

  beforeAll(async () => {
    backend = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({ ...request, host: request.headers.host, cookie: request.headers.cookie, body });
        if (request.url === '/api/area/all?broken=1') {
          response.writeHead(200, [
            ['Content-Type', 'application/json;charset=UTF-8'],
            ['Content-Encoding', 'gzip'],
            ['Set-Cookie', 'a=1; Path=/'],
            ['Set-Cookie', 'b=2; Path=/'],
          ]);
          return response.end(gzipped);
        }
        if (request.url === '/assets/app.js') {
          response.writeHead(200, { 'content-type': 'text/javascript' });
          return response.end('console.log(1)');
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(request.url === '/api/overview' ? overview : areas);
      });
    });
    const backendUrl = await listen(backend);
    proxy = await startLiveProxy({ port: 0, backend: backendUrl, wire, cipherKey, onResult: (r) => judged.push(r) });
  });

  afterAll(async () => {
    await proxy?.stop();
    await new Promise((resolve) => backend?.close(resolve));
  });

  it("answers the client the backend's bytes and headers unchanged, and judges the answer", async () => {
    const answer = await rawRequest(`${proxy.url}/api/area/all?broken=1`, 'GET', { cookie: 'JSESSIONID=s1' });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(gzipped)).toBe(true);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/api/area/all?broken=1', cookie: 'JSESSIONID=s1' });
    const r = present(judged.at(-1), 'the judged exchange');
    expect(r).toMatchObject({ operationId: 'listAreas', verdict: 'unexpected-code', code: 0 });
    expect(r.curl).toContain('"Cookie: $COOKIE"');
  });

  it('forwards a request body unchanged, judges a conforming exchange, and passes static files unjudged', async () => {
    const { init } = buildRequest(wire, entryOf('getOverviewTraffic'), '');
    const before = judged.length;
    const answer = await rawRequest(`${proxy.url}/api/area/all`, 'GET');
    expect(answer.body.toString('utf8')).toBe(areas);
    const script = await rawRequest(`${proxy.url}/assets/app.js`, 'GET');
    expect(script.body.toString('utf8')).toBe('console.log(1)');
    const traffic = await rawRequest(
      `${proxy.url}/api/overview`,
      'POST',
      { 'content-type': 'application/json' },
      String(init.body),
    );
    expect(received.at(-1)?.body).toBe(String(init.body));
    expect(traffic.body.toString('utf8')).toBe(overview);
    expect(judged.slice(before).map((r) => [r.operationId, r.verdict])).toEqual([
      ['listAreas', 'conforms'],
      ['getOverviewTraffic', 'conforms'],
    ]);
    expect(received.filter((r) => r.url === '/assets/app.js')).toHaveLength(1);
    const run = proxy.run();
    expect(run.traffic).toMatchObject({ source: 'proxy', ignored: 1 });
    // listAreas failed once and succeeded once: its result keeps the failure.
    expect(result(run, 'listAreas')).toMatchObject({ verdict: 'unexpected-code', exchanges: 2, failedCount: 1 });
  });
});

describe('the wire contract', () => {
  it("declares each operation's failure codes, '403' where a session is needed", () => {
    const failureBranch = (id: string) =>
      jsonResponse(entryOf(id).op).schema.anyOf.find((b: Json) => b.allOf)?.allOf[1].properties.code.enum;
    expect(failureBranch('listAreas')).toEqual(['500', '403']);
    const login = ([...eachOperation(readable)] as Json[]).find(({ op }) => !needsSession(readable, op))!;
    expect(failureBranch(login.op.operationId)).not.toContain('403');
  });

  describe("behind Prism's validating proxy", () => {
    let backend: Server;
    let prism: Awaited<ReturnType<typeof startPrism>>;
    let answerCode: unknown;

    beforeAll(async () => {
      backend = createServer((request, response) => {
        request.resume();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: answerCode, msg: 'failed', data: null }));
      });
      const upstream = await listen(backend);
      const spec = path.join(root, 'generated/openapi.wire.json');
      prism = await startPrism({ mode: 'proxy', spec, upstream, extraArgs: ['--errors'] });
    });

    afterAll(async () => {
      await prism?.stop();
      await new Promise((resolve) => backend?.close(resolve));
    });

    const listAreas = async (code: unknown) => {
      answerCode = code;
      const response = await fetch(`${prism.url}/api/area/all`);
      return { status: response.status, body: await response.json() };
    };

    it('passes a declared failure code and the session-ended code', async () => {
      expect(await listAreas('500')).toMatchObject({ status: 200, body: { code: '500' } });
      expect(await listAreas('403')).toMatchObject({ status: 200, body: { code: '403' } });
    });

    it('flags a code the operation does not declare, and a declared one of the wrong type', async () => {
      for (const code of ['999', 500]) {
        const { status, body } = await listAreas(code);
        expect(status).toBe(500);
        expect(body.type).toBe('https://stoplight.io/prism/errors#VIOLATIONS');
        expect(JSON.stringify(body.validation)).toContain('code');
      }
    });
  });
});
