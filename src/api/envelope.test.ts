import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { encryptJson } from './cipher';
import { checkHttp, unwrapEnvelope } from './envelope';
import type { OperationMeta } from './operation-meta';

const meta = (overrides: Partial<OperationMeta> = {}): OperationMeta => ({
  method: 'post',
  path: '/x',
  kind: 'query',
  successCodes: ['0'],
  errorText: 'msg',
  permission: 'session',
  ...overrides,
});

async function failure(fn: () => unknown): Promise<ApiError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('unwrapEnvelope: success rules', () => {
  it.each([
    ["'0' rule, code '0'", ['0'], '0', true],
    ["'0' rule, number 0 is not '0'", ['0'], 0, false],
    ['200 rule, number 200', [200], 200, true],
    ["200 rule, string '200' is not 200", [200], '200', false],
    ["'200' rule, string '200'", ['200'], '200', true],
    ["'200' rule, '0' is a failure", ['200'], '0', false],
    ["logout rule accepts '1'", ['0', '1'], '1', true],
    ["/offline rule also accepts '0'", [200, '0'], '0', true],
  ])('%s', async (_name, successCodes, code, succeeds) => {
    const run = () => unwrapEnvelope('op', meta({ successCodes }), { code, msg: 'm', data: { ok: 1 } });
    if (succeeds) expect(await run()).toEqual({ ok: 1 });
    else expect((await failure(run)).kind).toBe('business');
  });
});

describe('unwrapEnvelope: failures', () => {
  it('carries the server message from msg', async () => {
    const error = await failure(() =>
      unwrapEnvelope('addCertificate', meta(), { code: '1001', msg: '证书名称已存在', data: null }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      code: '1001',
      serverMessage: '证书名称已存在',
      operationId: 'addCertificate',
    });
  });

  it('reads the text from data where the operation says so', async () => {
    const error = await failure(() =>
      unwrapEnvelope('op', meta({ errorText: 'data' }), { code: '1', msg: '', data: '端口 22 为禁止端口' }),
    );
    expect(error.serverMessage).toBe('端口 22 为禁止端口');
  });

  it('leaves the message empty when the server gave only blanks', async () => {
    expect((await failure(() => unwrapEnvelope('op', meta(), { code: '1', msg: '  ' }))).serverMessage).toBeUndefined();
  });

  it.each([
    ["the string '403'", '403', 'sessionEnded'],
    ['the number 403', 403, 'sessionEnded'],
    ["another code, '4030'", '4030', 'business'],
  ])('treats body code %s as the end of the session or not', async (_name, code, kind) => {
    expect((await failure(() => unwrapEnvelope('op', meta(), { code, msg: '无权限' }))).kind).toBe(kind);
  });

  it('refuses an answer that is not an envelope', async () => {
    expect((await failure(() => unwrapEnvelope('op', meta(), '<html>'))).kind).toBe('invalidResponse');
  });
});

describe('unwrapEnvelope: encrypted data', () => {
  it('decrypts data when the operation says it travels encrypted', async () => {
    const data = { domain: ['cdn.xinghe-video.com'], provider: { ali: '阿里云' } };
    expect(
      await unwrapEnvelope('op', meta({ encryptedData: true }), { code: '0', msg: '', data: encryptJson(data) }),
    ).toEqual(data);
  });

  it('refuses data that does not decrypt', async () => {
    expect(
      (await failure(() => unwrapEnvelope('op', meta({ encryptedData: true }), { code: '0', data: 'not-cipher' })))
        .kind,
    ).toBe('invalidResponse');
  });
});

describe('checkHttp', () => {
  const response = (status: number, extra: Partial<Response> = {}) =>
    ({ status, statusText: 'Bad Gateway', redirected: false, type: 'basic', ...extra }) as Response;

  it.each([
    ['401', response(401), 'unauthorized'],
    ['a followed redirect', response(200, { redirected: true }), 'unauthorized'],
    ['502', response(502), 'http'],
    ['300, the first status past the successes', response(300), 'http'],
  ])('%s', async (_name, res, kind) => {
    expect((await failure(() => checkHttp('op', res))).kind).toBe(kind);
  });

  it('passes a 200', () => {
    expect(() => checkHttp('op', response(200))).not.toThrow();
  });
});
