// Test backends that break the contract on purpose, one class of defect each: a small proxy in front of the
// strict mock (the reference backend), which answers what the mock answers unless a rule of the test says
// otherwise for an operation. So every other call stays right, and each test sees its one defect reported.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { operationRouter } from '../../scripts/lib/operation-router.mjs';
import type { Json } from './load-contract';

export interface Exchange {
  operationId?: string;
  method: string;
  path: string;
  cookie?: string;
  body: string;
}

/** What a rule does with a request: answer in place of the mock, forward it changed, or change the answer. */
export interface Breakage {
  answer?: { status?: number; type?: string; body: unknown; delayMs?: number };
  cookie?: string;
  transform?: (envelope: Json) => Json;
  delayMs?: number;
}

export type Rule = (exchange: Exchange) => Breakage | undefined;

export interface BreakingBackend {
  url: string;
  received: Exchange[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(response: ServerResponse, status: number, type: string, body: unknown) {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * @param upstream the strict mock's URL
 * @param doc the readable contract (to name the operation of a request)
 */
export async function startBreakingBackend(upstream: string, doc: Json, rule: Rule): Promise<BreakingBackend> {
  const route = operationRouter(doc);
  const received: Exchange[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://backend');
      const body = await readBody(request);
      const exchange: Exchange = {
        operationId: route(request.method ?? 'GET', url.pathname)?.op.operationId,
        method: request.method ?? 'GET',
        path: url.pathname,
        cookie: request.headers.cookie,
        body,
      };
      received.push(exchange);
      const breakage = rule(exchange) ?? {};
      if (breakage.delayMs) await wait(breakage.delayMs);
      if (breakage.answer) {
        const { status = 200, type = 'application/json', body: answer } = breakage.answer;
        return send(response, status, type, answer);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
          headers[name] = value;
      }
      if (breakage.cookie) headers.cookie = breakage.cookie;
      const answer = await fetch(`${upstream}${url.pathname}${url.search}`, {
        method: exchange.method,
        headers,
        body: body.length ? body : undefined,
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? 'application/json';
      const text = await answer.text();
      const setCookie = answer.headers.getSetCookie();
      if (setCookie.length) response.setHeader('set-cookie', setCookie);
      if (breakage.transform && type.includes('json')) {
        return send(response, answer.status, type, breakage.transform(JSON.parse(text)));
      }
      send(response, answer.status, type, text);
    })().catch((error: Error) => send(response, 599, 'text/plain', `test backend: ${error.message}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs in to the strict mock as one of its users and returns the session cookie. */
export async function signIn(mockUrl: string, username: string): Promise<string> {
  const response = await fetch(`${mockUrl}/api/newLogin?username=${username}&password=x`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`the mock opened no session for ${username}`);
  return cookie;
}
