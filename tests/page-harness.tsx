// The page-level harness: a route rendered with the real router, query client (with the portal's global
// reactions), toaster and i18n, signed in as one of the contract's login examples, answered as the dev mock
// answers: the remembering state seeded from the contract's examples, with named examples per operation where a
// test picks one (from the wire bundle the mock serves, so encrypted answers arrive encrypted). List, filter,
// paging and form behaviour are tested with it.
import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { decryptJson } from '../src/api/cipher';
import { operations, type OperationId } from '../src/api/generated/operations';
import type { OperationMeta } from '../src/api/operation-meta';
import type { Language } from '../src/api/language';
import { activateLanguage } from '../src/api/i18n';
import { storeUser, type LoginUserInfo } from '../src/api/session';
import { SESSION_CHANNEL } from '../src/api/session-channel';
import { announceSignedIn } from '../src/api/session-follow';
import { App } from '../src/app/App';
import { createPortal } from '../src/app/router';
import { createRememberingMock, type RememberingMock } from './remembering-mock';
import { checkSentBody } from './request-schema';

interface Example {
  value: unknown;
}
interface Media {
  examples?: Record<string, Example>;
}
type Wire = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, Media> }> }>>;
};

const wire: Wire = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../generated/openapi.wire.json'), 'utf8'),
) as Wire;
const readable: Wire = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../generated/openapi.json'), 'utf8'),
) as Wire;

function examplesOf(doc: Wire, id: OperationId): Map<string, { media: string; value: unknown }> {
  const { method, path: route } = operations[id];
  const content = doc.paths[route]?.[method]?.responses['200']?.content ?? {};
  const found = new Map<string, { media: string; value: unknown }>();
  for (const [media, { examples = {} }] of Object.entries(content)) {
    for (const [name, example] of Object.entries(examples)) found.set(name, { media, value: example.value });
  }
  return found;
}

/** The decrypted value of a named example, for assertions on what a page shows. */
export function exampleData(id: OperationId, name = 'success'): unknown {
  const example = examplesOf(readable, id).get(name);
  if (!example) throw new Error(`${id} has no example '${name}'`);
  return (example.value as { data?: unknown }).data;
}

const templates = (Object.keys(operations) as OperationId[]).map((id) => {
  const { method, path: route } = operations[id];
  const pattern = new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return { id, method: method.toUpperCase(), pattern };
});

export interface SentRequest {
  operationId: OperationId;
  url: URL;
  /** The body: JSON (decrypted where the contract says it travels encrypted) or a form's fields. */
  body: unknown;
}

/**
 * A named example of the operation (or 'http503', an empty answer with that status), or a function choosing one
 * per request; the function may also return an answer of its own (a body the contract has no example of).
 */
export type Stub = string | ((request: SentRequest) => string | Response);

function stubFetch(
  stubs: Partial<Record<OperationId, Stub>>,
  sent: SentRequest[],
  held: Partial<Record<OperationId, Promise<void>>>,
  mock: RememberingMock | undefined,
) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const match = templates.find((t) => t.method === request.method && t.pattern.test(url.pathname));
    if (!match) return new Response('no such operation in the contract', { status: 404 });
    const text = await request.clone().text();
    const form = request.headers.get('content-type')?.includes('application/x-www-form-urlencoded');
    const parsed: unknown = !text ? undefined : form ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    const meta: OperationMeta = operations[match.id];
    const body = meta.encryptedBody && typeof parsed === 'string' ? decryptJson(parsed) : parsed;
    const entry: SentRequest = { operationId: match.id, url, body };
    // Recorded as sent at once (the check loads on the first body): a test sees a request while it is checked.
    sent.push(entry);
    await checkSentBody(match.id, body);
    await held[match.id];
    // An operation the test does not stub answers as the dev mock does; a stub is a named scenario: its
    // example answers and nothing is remembered.
    const remembered = stubs[match.id] === undefined ? mock?.answer(match.id, url, body) : undefined;
    if (remembered) return remembered;
    const stub = stubs[match.id] ?? 'success';
    const name = typeof stub === 'function' ? stub(entry) : stub;
    if (name instanceof Response) return name;
    if (name === 'http503') return new Response('', { status: 503 });
    const examples = examplesOf(wire, match.id);
    const example = examples.get(name) ?? (name === 'success' ? [...examples.values()][0] : undefined);
    if (!example) throw new Error(`${match.id} has no example '${name}'`);
    if (example.media === 'application/json') return Response.json(example.value);
    return new Response(String(example.value), { headers: { 'Content-Type': example.media } });
  };
}

export type MockUser = 'superadmin' | 'customer' | 'subAccount';

interface Options {
  /**
   * Who is signed in: one of the contract's login examples, or null for nobody. The default is the typical
   * customer (role customer, one account, its own modules); superadmin only where a test is about it.
   */
  user?: MockUser | null;
  /** The signed-in user's permission list in place of the example's (identity, role and accounts stay). */
  permissions?: readonly string[];
  language?: Language;
  api?: Partial<Record<OperationId, Stub>>;
  /** Answers of these operations wait for the promise (to see what a page shows while a request runs). */
  hold?: Partial<Record<OperationId, Promise<void>>>;
  /**
   * What answers the operations `api` does not stub: `remembering` (the default), the dev mock's remembering
   * state, as `npm start` answers (a fresh one per render: writes show in the next reads), or `examples`, each
   * operation's success example, stateless (for figures computed from an example's known values).
   */
  mock?: 'remembering' | 'examples';
}

/** Renders the portal at `url` and waits until the route has settled. */
export async function renderRoute(
  url: string,
  { user = 'customer', permissions, language = 'zh', api = {}, hold = {}, mock = 'remembering' }: Options = {},
) {
  await activateLanguage(language);
  if (user) {
    const info = exampleData('login', user) as LoginUserInfo;
    // Signed in as the browser's user: a user left signed out or switched by an earlier test's tabs would be
    // sent to login (src/api/session-follow.ts).
    announceSignedIn(await storeUser(permissions ? { ...info, permissionList: [...permissions] } : info));
  } else {
    // A test that stores its own user (or none) starts from a browser no tab has spoken in: an earlier test's
    // last event would name another user.
    localStorage.removeItem(SESSION_CHANNEL);
  }
  const sent: SentRequest[] = [];
  const remembering = mock === 'remembering' ? createRememberingMock() : undefined;
  vi.stubGlobal('fetch', vi.fn(stubFetch(api, sent, hold, remembering)));
  const portal = createPortal({ history: createMemoryHistory({ initialEntries: [url] }) });
  const view = render(<App portal={portal} />);
  await act(() => portal.router.load());
  return {
    ...view,
    router: portal.router,
    queryClient: portal.queryClient,
    /** Every request the page made, in order. */
    sent,
    /** The remembering mock's state (`mock.items('certificates')`); undefined with `mock: 'examples'`. */
    mock: remembering,
    /** The requests made to one operation. */
    sentTo: (id: OperationId) => sent.filter((request) => request.operationId === id),
    /** The current search params as the page sees them (validated, defaults filled in). */
    search: () => (portal.router.state.matches.at(-1)?.search ?? {}) as Record<string, unknown>,
    /** The address as the browser shows it. */
    href: () => portal.router.state.location.href,
    screen,
  };
}
