import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, areas, i18n, loadAreaMessages } from './i18n';
import { ApiError, type ApiErrorKind } from './api-error';
import { describeApiError, describeError, messages, translateServerMessage } from './error-messages';

const error = (kind: ApiErrorKind, serverMessage?: string) => new ApiError(kind, 'op', { serverMessage, status: 502 });

describe.each([
  ['zh', ['登录已超时，请重新登录', '请求超时', '服务器错误', '未知错误', '密码错误', '登录失败：未知错误']],
  [
    'en',
    [
      'Timeout has expired. Please login again',
      'request timeout',
      'Server Error',
      'An unknown error',
      'Wrong password',
      'Login failed: unknown error',
    ],
  ],
] as const)(
  'the error catalogue in %s',
  (language, [timeout, requestTimeout, serverError, unknown, wrongPassword, loginUnknown]) => {
    beforeAll(() => activateLanguage(language, { remember: false }));

    it.each([
      ['HTTP 401', error('unauthorized'), timeout],
      ['no answer in 120 s', error('timeout'), requestTimeout],
      ['no answer', error('network'), serverError],
      ['a business failure without message', error('business'), unknown],
    ])('%s', (_name, thrown, text) => {
      expect(describeApiError(i18n, thrown)).toBe(text);
    });

    it('translates the login server messages, keeping others as the server wrote them', () => {
      expect(describeApiError(i18n, error('business', '密码错误'))).toBe(wrongPassword);
      expect(describeApiError(i18n, error('business', '证书格式错误'))).toBe('证书格式错误');
    });

    it('uses the fallback the caller gives for an empty message', () => {
      expect(describeApiError(i18n, error('business'), messages.loginUnknown)).toBe(loginUnknown);
    });
  },
);

describe('other failures', () => {
  it('shows the status text of another HTTP failure', () => {
    expect(describeApiError(i18n, error('http', 'Bad Gateway'))).toBe('Bad Gateway');
  });

  // 002 §8.1: any other failure says 'request return data error' plus the cause.
  it.each([
    ['zh', '请求返回数据错误'],
    ['en', 'request return data error'],
  ] as const)("says '%s' with its cause for an answer that is not the envelope", async (language, text) => {
    await activateLanguage(language, { remember: false });
    const cause = new SyntaxError("Unexpected token '<'");
    expect(describeApiError(i18n, new ApiError('invalidResponse', 'op', { cause }))).toBe(`${text}: ${cause.message}`);
    expect(describeApiError(i18n, new ApiError('invalidResponse', 'op'))).toBe(text);
    expect(describeError(i18n, new TypeError('x is undefined'))).toBe(`${text}: x is undefined`);
  });
});

describe('server success messages', () => {
  it.each([
    ['配置检查通过，CNAME 已生效', 'Configuration check passed: the CNAME is in effect'],
    ['禁用成功，正在停用', 'Disabling started'],
    [' 规则删除成功 ', 'Rule deleted'],
    // Unknown wording, or a message carrying data, is shown as sent.
    [
      '网站添加成功，请将域名 CNAME 解析到 t6y4h2js.dcdn.orange-cdn.com',
      '网站添加成功，请将域名 CNAME 解析到 t6y4h2js.dcdn.orange-cdn.com',
    ],
    ['检查完成', '检查完成'],
  ])('%j in English is %j', async (server, english) => {
    await activateLanguage('en', { remember: false });
    expect(translateServerMessage(i18n, server)).toBe(english);
  });

  it("keeps the server's own words in Chinese", async () => {
    await activateLanguage('zh', { remember: false });
    expect(translateServerMessage(i18n, '配置检查通过，CNAME 已生效')).toBe('配置检查通过，CNAME 已生效');
  });

  // Signed in, the areas' catalogue is merged over the first page's: a column of theirs called 'Created'
  // (创建时间) must not turn the server's 创建成功 into a column title.
  it.each(['创建成功', '删除成功', '创建成功，等待确认', '禁用成功，正在停用', '规则修改成功'])(
    'keeps %j as the server wrote it once the areas are loaded',
    async (server) => {
      await activateLanguage('zh', { remember: false });
      await loadAreaMessages(areas);
      expect(translateServerMessage(i18n, server)).toBe(server);
    },
  );
});
