// The mock's layer in front of Prism: Prism validates every request and produces the answer from the contract;
// the layer encrypts `data` of encrypted operations on the way out (Prism serves readable answers, see
// toMockWire), gives each operation its own seed in the dynamic mode, turns a seeded share of operations into
// failures with --failure-rate, and lets the remembering state (state.mjs) answer from what was written.
import { createServer, request as httpRequest } from 'node:http';
import { encryptJson } from '../lib/cipher.mjs';
import { operationRouter } from '../lib/operation-router.mjs';
import { isDataEncrypted, isSuccessCode } from '../lib/operations.mjs';
import { readRequestBody } from '../lib/request-body.mjs';
import { failureExamples } from './failures.mjs';
import { createSessions } from './sessions.mjs';
import { draw } from './random.mjs';

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export function parsePrefer(header = '') {
  return Object.fromEntries(
    header
      .split(',')
      .map((part) => part.trim().split('='))
      .filter(([name, value]) => name && value !== undefined)
      .map(([name, value]) => [name.trim(), value.trim()]),
  );
}

const formatPrefer = (prefer) =>
  Object.entries(prefer)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

function isUndecodableForm(type = '', raw) {
  if (!type.includes('x-www-form-urlencoded') || !raw.length) return false;
  try {
    decodeURIComponent(raw.toString('utf8').replace(/\+/g, ' '));
    return false;
  } catch {
    return true;
  }
}

function parseJson(buffer) {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return {};
  }
}

/** One request to Prism on a fresh connection (a reused one may be closed by Prism under load). */
function forward(target, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(target, { method, headers, agent: false }, (incoming) => {
      readBody(incoming).then(
        (payload) => resolve({ status: incoming.statusCode, headers: incoming.headers, body: payload }),
        reject,
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The request's body as the backend reads it; none when it does not parse (Prism has refused it then). */
function readableBody(doc, op, raw, type, key) {
  try {
    return readRequestBody(doc, op, raw, type, key);
  } catch {
    return undefined;
  }
}

/**
 * @param {{ port: number, prismUrl: string, doc: object, key: string, dynamic?: boolean, seed?: string,
 *   failureRate?: number, state?: { answer: Function, reset: Function, describe: Function, advanceClock: Function }, strict?: boolean }} options
 *   `strict`: the reference backend's sessions, permissions and refusals (sessions.mjs)
 */
export function startMockLayer({ port, prismUrl, doc, key, dynamic = false, seed, failureRate = 0, state, strict }) {
  const route = operationRouter(doc);
  const sessions = createSessions(doc, { strict });
  const failing = (op) => {
    const names = failureExamples(op);
    if (!failureRate || !names.length || draw(seed ?? '0', op.operationId) >= failureRate) return undefined;
    return names[Math.floor(draw(seed ?? '0', `${op.operationId}/example`) * names.length)];
  };

  async function handle(request, response) {
    const url = new URL(request.url, 'http://mock');
    const raw = await readBody(request);
    if (url.pathname.startsWith('/api/__mock/')) return control(url, request, response);
    const match = route(request.method, url.pathname);
    const prefer = parsePrefer(request.headers.prefer);
    const chosen = prefer.example;
    if (match && !chosen && dynamic) {
      const failure = failing(match.op);
      if (failure) prefer.example = failure;
      else if (prefer.seed ?? seed) prefer.seed = `${prefer.seed ?? seed}-${match.op.operationId}`;
    }
    // Prism stops on a form body that does not decode (URIError): the layer refuses it first.
    if (match && isUndecodableForm(request.headers['content-type'], raw)) {
      return reply(response, sessions.refuse(match.op, { detail: 'the form body does not decode' }) ?? null, 422);
    }
    const refusal =
      match &&
      (sessions.before({ op: match.op, request, url, prefer }) ??
        sessions.refuseEncryptedBody(match.op, () =>
          readRequestBody(doc, match.op, raw, request.headers['content-type'], key),
        ));
    if (refusal) return reply(response, refusal);
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name)));
    if (Object.keys(prefer).length) headers.prefer = formatPrefer(prefer);
    else delete headers.prefer;
    delete headers['accept-encoding']; // the layer reads and rewrites the answers: uncompressed
    if (raw.length) headers['content-length'] = String(raw.length);
    const answer = await forward(`${prismUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: raw.length ? raw : undefined,
    });
    const type = String(answer.headers['content-type'] ?? '');
    if (match && (answer.status === 422 || answer.status === 400)) {
      const refused = sessions.refuse(match.op, parseJson(answer.body));
      if (refused) return reply(response, refused);
    }
    let body = answer.body;
    let setCookie;
    if (match && type.includes('json') && answer.status === 200) {
      let envelope;
      ({ envelope, setCookie } = sessions.after({
        op: match.op,
        request,
        envelope: JSON.parse(body.toString('utf8')),
      }));
      if (state && !prefer.example) {
        const input = readableBody(doc, match.op, raw, request.headers['content-type'], key);
        envelope =
          state.answer({
            ...match,
            query: Object.fromEntries(url.searchParams),
            body: input,
            envelope,
            user: sessions.userOf(request),
          }) ?? envelope;
      }
      if (isDataEncrypted(doc, match.op) && isSuccessCode(match.op, envelope?.code) && envelope.data != null)
        envelope = { ...envelope, data: encryptJson(envelope.data, key) };
      body = Buffer.from(JSON.stringify(envelope));
    }
    const out = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)));
    if (setCookie) out['set-cookie'] = setCookie;
    response.writeHead(answer.status, { ...out, 'content-length': body.length });
    response.end(body);
  }

  /**
   * An answer of the layer's own: the envelope, HTTP 200 (a refusal carries no data); without one (not
   * --strict), Prism's own refusal of an invalid request.
   */
  function reply(response, envelope, status = 422) {
    const body = Buffer.from(
      JSON.stringify(
        envelope ?? {
          type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
          title: 'Invalid request',
          status,
          detail: 'the form body does not decode',
        },
      ),
    );
    const type = envelope ? 'application/json' : 'application/problem+json';
    response.writeHead(envelope ? 200 : status, { 'content-type': type, 'content-length': body.length });
    response.end(body);
  }

  function control(url, request, response) {
    const reply = (status, value) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(value));
    };
    if (!state) return reply(404, { error: 'the mock keeps no state (--stateless or --dynamic)' });
    if (url.pathname === '/api/__mock/reset' && request.method === 'POST') return reply(200, state.reset());
    if (url.pathname === '/api/__mock/state' && request.method === 'GET') return reply(200, state.describe());
    if (url.pathname === '/api/__mock/clock' && request.method === 'POST')
      return reply(200, state.advanceClock(Number(url.searchParams.get('advance') ?? 0)));
    return reply(404, { error: `no mock control at ${request.method} ${url.pathname}` });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error(`mock: ${request.method} ${request.url}: ${error.stack ?? error}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`mock layer: ${error.message}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}
