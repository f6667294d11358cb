// `npm run contract:check -- <backend-url> --proxy 8081`: a reverse proxy in front of the backend that judges the
// traffic passing it (the portal's own calls, on staging or in production) with the same code as a recording.
// The client gets exactly what the backend answered (status, headers, bytes, as they arrive); the proxy keeps a
// copy of an API call's request and answer to judge, nothing of static files or pages.
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { shownUrl } from '../describe.mjs';
import { createValidator } from '../schemas.mjs';
import { createTrafficRun } from './collect.mjs';
import { judgeExchange, notInContract } from './judge-exchange.mjs';
import { trafficLocator } from './locate.mjs';

// Headers of one connection, not of the exchange: each side has its own.
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

const DECODE = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/** The answer's text as the portal reads it: nginx may have compressed it on the way. */
function decodedText(body, encoding = '') {
  const decode = DECODE[encoding.trim().toLowerCase()];
  return (decode ? decode(body) : body).toString('utf8');
}

/** Raw header pairs without the hop-by-hop ones, keeping names' case, order and repeats (Set-Cookie). */
function endToEnd(rawHeaders) {
  const out = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!HOP_HEADERS.has(rawHeaders[i].toLowerCase())) out.push(rawHeaders[i], rawHeaders[i + 1]);
  }
  return out;
}

/**
 * @param {{ port?: number, host?: string, backend: string, wire: Record<string, any>, cipherKey: string,
 *   onResult?: (result: Record<string, any>) => void }} options `port` 0 picks a free one; `onResult` gets every judged API
 *   exchange (a result of the run's shape, with its request, response and curl line)
 * @returns {Promise<{ url: string, port: number, run: () => import('./collect.mjs').TrafficRun,
 *   stop: () => Promise<void> }>} `run()`: the
 *   run so far, one result per operation, as a report file takes it
 */
export function startLiveProxy({ port = 0, host = '127.0.0.1', backend, wire, cipherKey, onResult = () => {} }) {
  const target = new URL(backend);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const basePath = target.pathname.replace(/\/$/, '');
  const locator = trafficLocator(wire);
  const validator = createValidator(wire);
  const collected = createTrafficRun({ wire, backend: shownUrl(backend), source: 'proxy' });

  function judge(incoming, requestBody, answer, pathname, match) {
    const request = {
      method: incoming.method,
      url: `${target.origin}${basePath}${incoming.url}`,
      headers: incoming.headers,
      body: requestBody.length ? requestBody.toString('utf8') : undefined,
    };
    const result = match
      ? judgeExchange({ wire, entry: match.entry, validator, cipherKey, request, answer })
      : notInContract({ request, answer, pathname });
    collected.add(result);
    onResult(result);
  }

  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    const { pathname } = new URL(incoming.url ?? '/', 'http://proxy');
    const match = locator.match(incoming.method ?? 'GET', pathname);
    const keep = Boolean(match) || locator.isApiCall({ method: incoming.method ?? 'GET', pathname });
    if (!keep) collected.ignore();
    const requestChunks = [];
    if (keep) incoming.on('data', (chunk) => requestChunks.push(chunk));

    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => !HOP_HEADERS.has(name)));
    // The backend's own name, as nginx's proxy_pass sends it ($proxy_host).
    headers.host = target.host;
    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port,
        auth: target.username
          ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`
          : undefined,
        method: incoming.method,
        path: `${basePath}${incoming.url}`,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        const answerChunks = [];
        if (keep) answer.on('data', (chunk) => answerChunks.push(chunk));
        answer.pipe(outgoing);
        answer.on('end', () => {
          if (!keep) return;
          const body = Buffer.concat(answerChunks);
          let text;
          try {
            text = decodedText(body, answer.headers['content-encoding']);
          } catch {
            text = body.toString('utf8');
          }
          const judged = {
            status: answer.statusCode,
            contentType: answer.headers['content-type'] ?? '',
            text,
            ms: Math.round(performance.now() - started),
          };
          judge(incoming, Buffer.concat(requestChunks), judged, pathname, match);
        });
      },
    );
    upstream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      const message = `contract check proxy: the backend did not answer: ${error.code ?? error.message}`;
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end(message);
      if (keep) {
        const answer = { error: message, ms: Math.round(performance.now() - started) };
        judge(incoming, Buffer.concat(requestChunks), answer, pathname, match);
      }
    });
    incoming.pipe(upstream);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${bound}`,
        port: bound,
        run: () => collected.run(),
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
