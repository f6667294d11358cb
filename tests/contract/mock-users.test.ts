// The mock's users, in every build that talks to it: a login names one of the login call's examples by its name or
// its username, opens a session the automatic login answers, and the logout ends it. With --strict an unknown
// user cannot sign in and a call needs the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../scripts/mock/start.mjs';
import type { Json } from './load-contract';

let mock: Awaited<ReturnType<typeof startMock>>;
let strict: Awaited<ReturnType<typeof startMock>>;

beforeAll(async () => {
  [mock, strict] = await Promise.all([
    startMock({ timeoutMs: 90_000 }),
    startMock({ strict: true, timeoutMs: 90_000 }),
  ]);
});

afterAll(async () => {
  await Promise.all([mock?.stop(), strict?.stop()]);
});

async function signIn(url: string, username: string) {
  const response = await fetch(`${url}/api/newLogin?username=${encodeURIComponent(username)}&password=anything`);
  const body: Json = await response.json();
  return { body, cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
}

const withCookie = (cookie?: string): RequestInit => ({ headers: cookie ? { cookie } : {} });

describe('the mock', () => {
  it.each([
    ['customer', 'xinghe_ops'],
    ['xinghe_ops', 'xinghe_ops'],
    ['SubAccount', 'huadong_viewer'],
    ['admin', 'admin'],
  ])('signs %s in as the user of its login example (%s)', async (typed, username) => {
    const { body, cookie } = await signIn(mock.url, typed);
    expect(body.code).toBe('0');
    expect(body.data.username.toLowerCase()).toBe(username.toLowerCase());
    expect(cookie).toMatch(/^JSESSIONID=[0-9a-f]{24}$/);
  });

  it('answers the session of its cookie at the automatic login, until the logout ends it', async () => {
    const { cookie } = await signIn(mock.url, 'customer');
    const again: Json = await (await fetch(`${mock.url}/api/newAutoLogin`, withCookie(cookie))).json();
    expect(again).toMatchObject({ code: '0', data: { username: 'xinghe_ops', role: 'customer' } });
    const out = await fetch(`${mock.url}/api/logout`, withCookie(cookie));
    expect(out.headers.getSetCookie()[0]).toMatch(/^JSESSIONID=; .*Max-Age=0/);
    const after: Json = await (await fetch(`${mock.url}/api/newAutoLogin`, withCookie(cookie))).json();
    // The session is over: the automatic login finds none (its noSession answer).
    expect(after).toMatchObject({ code: '1', data: null });
  });
});

describe('the strict mock', () => {
  it('refuses an unknown user, and a call without the session as an ended session', async () => {
    const { body, cookie } = await signIn(strict.url, 'nobody');
    expect(body.code).not.toBe('0');
    expect(cookie).toBeUndefined();
    const signedOut: Json = await (await fetch(`${strict.url}/api/area/all`)).json();
    expect(signedOut).toMatchObject({ code: '403', data: null });
  });

  it("refuses a call the user's permissions do not grant, and answers the one they do", async () => {
    const { cookie } = await signIn(strict.url, 'customer');
    // The customer lacks portal:cloud:view:* (hosts) and holds portal:certificate:view:*.
    const refused: Json = await (await fetch(`${strict.url}/api/area/all`, withCookie(cookie))).json();
    expect(refused).toMatchObject({ code: '403', msg: '没有权限' });
    const answered: Json = await (
      await fetch(`${strict.url}/api/certificate/account?account=CDN1024`, withCookie(cookie))
    ).json();
    expect(answered.code).toBe('0');
  });

  it("answers bad input with the operation's declared failure, HTTP 200, not Prism's 422", async () => {
    const { cookie } = await signIn(strict.url, 'superadmin');
    const response = await fetch(`${strict.url}/monit/contacts/list`, {
      method: 'POST',
      headers: { cookie: cookie!, 'content-type': 'application/json' },
      body: JSON.stringify({ account: 42 }),
    });
    expect(response.status).toBe(200);
    const body: Json = await response.json();
    expect(body.code).not.toBe('200');
    expect(body.msg).toMatch(/^请求参数不符合接口约定（.*account/);
  });
});
