// `npm run contract:check -- --har recording.har`: judges what a browser recorded (developer tools, "Save all as
// HAR", HAR 1.2) against the wire contract, exchange by exchange, without Prism. An nginx access log cannot be
// judged this way: it holds no bodies.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createValidator } from '../schemas.mjs';
import { createTrafficRun } from './collect.mjs';
import { judgeExchange, notInContract } from './judge-exchange.mjs';
import { trafficLocator } from './locate.mjs';

export class HarError extends Error {}

const lowerNames = (headers = []) =>
  Object.fromEntries(headers.filter((h) => h?.name).map((h) => [String(h.name).toLowerCase(), String(h.value ?? '')]));

function requestBody(postData) {
  if (!postData) return undefined;
  if (typeof postData.text === 'string') return postData.text;
  // Some browsers keep a form's fields only as params.
  if (Array.isArray(postData.params))
    return new URLSearchParams(postData.params.map((p) => [p.name, p.value ?? ''])).toString();
  return undefined;
}

function answerOf(entry) {
  const { response = {} } = entry;
  const ms = Math.round(Number(entry.time) || 0);
  if (!response.status) {
    return { error: 'no answer recorded (status 0: the request failed, was blocked or cancelled)', ms };
  }
  const { content = {} } = response;
  const headers = lowerNames(response.headers);
  let text = content.text;
  if (typeof text === 'string' && content.encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return { status: response.status, contentType: content.mimeType || headers['content-type'] || '', text, ms };
}

/**
 * The exchanges of a HAR file's text, in the order recorded.
 * @returns {{ method: string, url: URL, headers: Record<string, string>, body?: string, resourceType?: string,
 *   answer: { status?: number, contentType?: string, text?: string, ms: number, error?: string } }[]}
 */
export function readHar(text, name = 'the file') {
  let har;
  try {
    har = JSON.parse(text);
  } catch {
    const accessLog = /^\S+ - \S+ \[[^\]]+\] "/m.test(text);
    throw new HarError(
      accessLog
        ? `${name} is an access log: it holds no bodies, so its answers cannot be judged; record a HAR or use --proxy`
        : `${name} is not JSON: save it from the browser's developer tools (Network, "Save all as HAR")`,
    );
  }
  const entries = har?.log?.entries;
  if (!Array.isArray(entries)) throw new HarError(`${name} is not a HAR file: it has no log.entries`);
  return entries
    .filter((entry) => entry?.request?.url && URL.canParse(entry.request.url))
    .map((entry) => ({
      method: String(entry.request.method ?? 'GET').toUpperCase(),
      url: new URL(entry.request.url),
      headers: lowerNames(entry.request.headers),
      body: requestBody(entry.request.postData),
      resourceType: entry._resourceType,
      answer: answerOf(entry),
    }));
}

/**
 * Judges every exchange of a recording. The origins whose calls match an operation are the portal's API;
 * exchanges with other origins, static files and pages are ignored (counted in run.traffic.ignored).
 * @param {{ wire: Record<string, any>, harPath: string, cipherKey: string }} options
 * @returns {Promise<import('./collect.mjs').TrafficRun>} each result keeps its failed exchanges
 */
export async function runHar({ wire, harPath, cipherKey }) {
  const exchanges = readHar(await readFile(harPath, 'utf8'), path.basename(harPath));
  const locator = trafficLocator(wire);
  const located = exchanges.map((exchange) => ({
    exchange,
    match: locator.match(exchange.method, exchange.url.pathname),
  }));
  const apiOrigins = new Set(located.filter((l) => l.match).map((l) => l.exchange.url.origin));
  const shown = apiOrigins.size ? [...apiOrigins].join(', ') : 'no API calls';
  const collected = createTrafficRun({
    wire,
    backend: `${shown} (recorded in ${path.basename(harPath)})`,
    source: 'har',
  });
  const validator = createValidator(wire);

  for (const { exchange, match } of located) {
    const { method, url, headers, body, resourceType, answer } = exchange;
    const request = { method, url: url.href, headers, body };
    if (match) {
      collected.add(judgeExchange({ wire, entry: match.entry, validator, cipherKey, request, answer }));
    } else if (apiOrigins.has(url.origin) && locator.isApiCall({ method, pathname: url.pathname, resourceType })) {
      collected.add(notInContract({ request, answer, pathname: url.pathname }));
    } else {
      collected.ignore();
    }
  }
  return collected.run();
}
