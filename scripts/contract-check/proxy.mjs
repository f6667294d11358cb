// Talks to the backend through Prism's validating proxy: starts it, sends one request and records the raw
// answer, and finds the calls Prism answered from its mock because the backend said 501.
import { connect } from 'node:net';
import { startPrism } from '../lib/prism.mjs';

// Prism reads the whole contract before it listens: on a busy CI machine that takes tens of seconds.
const PRISM_START_MS = 90_000;

/**
 * Prism proxy in front of `upstream`. Without --errors it passes the backend's answer through, status and body,
 * and names what breaks the contract in the `sl-violations` header: the judge sees what the backend said and adds
 * Prism's findings to its own.
 */
export const startProxy = (spec, upstream, port) =>
  startPrism({ mode: 'proxy', spec, upstream, port, timeoutMs: PRISM_START_MS });

/** Prism's violations of an answer that passed through (the `sl-violations` header), Error severity only. */
function headerViolations(header) {
  if (!header) return undefined;
  try {
    const list = JSON.parse(header);
    return Array.isArray(list) ? list.filter((v) => String(v.severity) === 'Error' || v.severity === 0) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens a TCP connection to the backend, so a dead host is reported once instead of making every request wait
 * for its timeout. Only the connection is tried: no request reaches the backend.
 * @returns {Promise<string | undefined>} why the backend cannot be reached, or undefined
 */
export function probe(upstream, timeoutMs) {
  const url = new URL(upstream);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(`no connection to ${host}:${port} within ${timeoutMs} ms`);
    });
    socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      resolve(`${host}:${port}: ${error.code ?? error.message}`),
    );
  });
}

/**
 * Prism's proxy parses a JSON request body and forwards a parsed string as it is (prism-http forwarder,
 * serializeBody), so the JSON text "\"9glB…\"" the portal sends as an encrypted body would reach the backend
 * without its quotes. Encoded once more, Prism validates a string (what the wire contract says the body is) and
 * forwards the portal's exact bytes.
 */
export function throughPrism(init) {
  const type = init.headers?.['content-type'] ?? '';
  if (!/json/i.test(type) || typeof init.body !== 'string') return init;
  try {
    return typeof JSON.parse(init.body) === 'string' ? { ...init, body: JSON.stringify(init.body) } : init;
  } catch {
    return init;
  }
}

/**
 * @param {string} url
 * @param {RequestInit & { headers?: Record<string, string> }} init
 * @param {{ timeoutMs: number, redirect?: 'follow' | 'manual' }} options `manual` keeps a redirect as the
 *   answer (a refusal without a session may be a redirect to the login page)
 * @returns {Promise<import('./types').Answer>}
 */
export async function send(url, init, { timeoutMs, redirect = 'follow' }) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, redirect, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      setCookie: response.headers.getSetCookie(),
      prismViolations: headerViolations(response.headers.get('sl-violations')),
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    const reason = error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : error.message;
    return { error: reason, ms: Math.round(performance.now() - started) };
  }
}

/**
 * Waits until Prism's log has caught up with every request sent so far: its log reaches us through a pipe,
 * after the answers. A request to a path no operation has is logged in order, so its line marks the end.
 */
export async function logCaughtUp(prism, timeoutMs = 3000) {
  const marker = `/__contract-check-end-${Date.now()}`;
  await fetch(`${prism.url}${marker}`, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !prism.output.some((chunk) => chunk.includes(marker))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Prism remocks a call whose upstream answers 501 and says so only in its log. The check sends one request at a
 * time, so the "Upstream call … 501" line belongs to the "Forwarding" line just before it.
 * @param {string[]} output Prism's captured stdout/stderr chunks
 * @returns {Set<string>} "GET /path" of every remocked call
 */
export function remockedCalls(output) {
  const remocked = new Set();
  let forwarded; // { method, pathname } of the last forwarded request (pathname includes the upstream's base)
  for (const line of output.join('').replace(ANSI, '').split('\n')) {
    const forwarding = /Forwarding "(\w+)" request to (\S+?)\.\.\./.exec(line);
    if (forwarding && URL.canParse(forwarding[2]))
      forwarded = { method: forwarding[1].toUpperCase(), pathname: new URL(forwarding[2]).pathname };
    const notImplemented = /Upstream call to (\S+) has returned 501/.exec(line);
    if (notImplemented && forwarded?.pathname.endsWith(notImplemented[1])) {
      remocked.add(`${forwarded.method} ${notImplemented[1]}`);
    }
  }
  return remocked;
}
