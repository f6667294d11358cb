import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { callApi, downloadApi } from './call';
import { decryptJson, decryptText, encryptJson } from './cipher';

afterEach(() => vi.useRealTimers());

function answer(body: unknown, init: ResponseInit = {}) {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push(request);
    return typeof body === 'function' ? body(request) : Response.json(body, init);
  });
  return seen;
}

/** The first request fetch received, failing clearly when there was none. */
function firstRequest(seen: Request[]): Request {
  const first = seen[0];
  if (!first) throw new Error('expected fetch to have been called');
  return first;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('callApi', () => {
  it('sends credentials and the language, and returns typed data', async () => {
    const seen = answer({ code: '0', msg: '', data: ['a.pem'] });
    const names = await callApi('listCertificateNames', { params: { query: { account: 'CDN1024' } } });
    expect(names).toEqual(['a.pem']);
    const request = firstRequest(seen);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Accept-Language')).toBe('zh-CN');
    expect(new URL(request.url).search).toBe('?account=CDN1024');
  });

  it('encrypts the login password and URL-encodes both fields', async () => {
    const seen = answer({ code: '1', msg: '密码错误', data: null });
    await failure(callApi('login', { params: { query: { username: '星河 ops', password: 'P@ss+w/rd' } } }));
    const request = firstRequest(seen);
    const query = new URL(request.url).searchParams;
    expect(query.get('username')).toBe('星河 ops');
    expect(query.get('password')).not.toBe('P@ss+w/rd');
    expect(decryptText(query.get('password')!)).toBe('P@ss+w/rd');
    expect(request.url).not.toContain('P%40ss');
  });

  it('sends an encrypted body as an encrypted JSON string', async () => {
    const seen = answer({ code: '0', msg: '', data: { bandAndFlowList: [], totalFlow: 0 } });
    const query = {
      account: 'CDN1024',
      domains: ['cdn.xinghe-video.com'],
      startTime: '2026-11-21 00:00:00',
      endTime: '2026-11-21 23:59:59',
    };
    await callApi('getBandwidth', { body: query } as never);
    const sent = JSON.parse(await firstRequest(seen).text());
    expect(typeof sent).toBe('string');
    expect(decryptJson(sent)).toEqual(query);
  });

  it('decrypts encrypted data', async () => {
    const data = { domain: ['cdn.xinghe-video.com'], provider: [{ code: 'ali', name: '阿里云' }] };
    answer({ code: '0', msg: '', data: encryptJson(data) });
    expect(await callApi('getServiceInfoInitOptions', { params: { query: { account: 'CDN1024' } } } as never)).toEqual(
      data,
    );
  });

  it.each([
    ['HTTP 401', 'unauthorized', () => new Response('', { status: 401 })],
    ['HTTP 502', 'http', () => new Response('', { status: 502, statusText: 'Bad Gateway' })],
    ['not an envelope', 'invalidResponse', () => new Response('<html>', { headers: { 'content-type': 'text/html' } })],
    ['no answer', 'network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into a %s error', async (_name, kind, respond) => {
    answer(respond);
    expect((await failure(callApi('listAllCertificates', {}))).kind).toBe(kind);
  });

  it('gives up after 120 s with a timeout error', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (request: Request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const pending = failure(callApi('listAllCertificates', {}));
    await vi.advanceTimersByTimeAsync(120_000);
    expect((await pending).kind).toBe('timeout');
  });

  it("passes the caller's AbortSignal down to fetch", async () => {
    const seen = answer({ code: '0', msg: '', data: [] });
    const controller = new AbortController();
    await callApi('listAllCertificates', {}, controller.signal);
    controller.abort();
    expect(firstRequest(seen).signal.aborted).toBe(true);
  });
});

describe('downloadApi', () => {
  it('returns the file and its name', async () => {
    answer(
      () =>
        new Response('-----BEGIN CERTIFICATE-----', {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': 'attachment; filename="main.pem"',
          },
        }),
    );
    const file = await downloadApi('downloadCertificate', { params: { path: { id: 1 } } });
    expect(file.fileName).toBe('main.pem');
    expect(await file.blob.text()).toBe('-----BEGIN CERTIFICATE-----');
  });

  it('turns a JSON failure into an error with the server message', async () => {
    answer({ code: '1', msg: '证书不存在', data: null });
    expect(await failure(downloadApi('downloadCertificate', { params: { path: { id: 1 } } }))).toMatchObject({
      kind: 'business',
      serverMessage: '证书不存在',
    });
  });
});
