// Every browser test runs with these checks: no request of the app refused by the mock (422), no
// uncaught page error, no console error the test did not announce. `mock.prefer` picks a named example of
// the contract for one path (a Prefer header added on the way to the mock).
import { test as base, expect, type Page } from '@playwright/test';

const apiPrefixes = ['/api', '/shiro', '/cloud', '/refreshpage', '/linesapi', '/impapi', '/monit', '/offline'];
/** The API's requests, as a glob the browser matches itself. */
export const apiRequests = `**/{${apiPrefixes.map((prefix) => prefix.slice(1)).join(',')}}/**`;

export interface MockControl {
  /** Answer `path` with the contract's example `example` from now on. */
  prefer(path: string, example: string): void;
  /** A console error matching this is expected by the test (e.g. the browser logging a 401). */
  allowConsoleError(pattern: RegExp): void;
  /** How many requests the page sent to `path`. */
  count(path: string): number;
}

/** Puts a page on the mock with the checks above (a test's second page too); `check` runs them at its end. */
export async function mockPage(page: Page): Promise<{ mock: MockControl; check: () => void }> {
  const refused: string[] = [];
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const allowed: RegExp[] = [];
  const counts = new Map<string, number>();
  // Without a session on the server, the login screen shows its form.
  const preferences = new Map<string, string>([['/api/newAutoLogin', 'noSession']]);

  // A glob, not a function: Playwright matches a glob itself and lets every other request go on, where a function
  // would be asked about each of the page's requests, scripts and fonts included. (Any route makes the browser
  // pause every request of the page and turns its HTTP cache off: each navigation fetches the scripts again.)
  await page.route(apiRequests, async (route) => {
    const { pathname } = new URL(route.request().url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    const example = preferences.get(pathname);
    await route.fallback(
      example ? { headers: { ...route.request().headers(), prefer: `example=${example}` } } : undefined,
    );
  });
  page.on('response', (response) => {
    if (response.status() === 422) refused.push(`${response.request().method()} ${response.url()}`);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  const mock: MockControl = {
    prefer: (path, example) => preferences.set(path, example),
    allowConsoleError: (pattern) => allowed.push(pattern),
    count: (path) => counts.get(path) ?? 0,
  };
  const check = () => {
    expect(refused, 'requests refused by the mock (the app does not speak the contract)').toEqual([]);
    expect(pageErrors, 'uncaught page errors').toEqual([]);
    expect(
      consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
      'console errors',
    ).toEqual([]);
  };
  return { mock, check };
}

export const test = base.extend<{ mock: MockControl }>({
  mock: [
    async ({ page }, use) => {
      const { mock, check } = await mockPage(page);
      await use(mock);
      check();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A traffic figure as the overview's cards show it (49.09 TB). The mock draws the overview's curve over the
 * period asked, up to now, so its total depends on the hour a test runs.
 */
export const trafficFigure = /^[^\d]*\d+(\.\d+)? [KMGTP]?B/;

export const text = {
  zh: { username: '用户名', password: '密码', login: '登录', logout: '退出' },
  en: { username: 'Username', password: 'Password', login: 'Log in', logout: 'Log out' },
};

/** Fills the login form and submits it; `user` names the login example the mock answers. */
export async function logIn(page: Page, mock: MockControl, user: string, language: 'zh' | 'en' = 'zh') {
  mock.prefer('/api/newLogin', user);
  const t = text[language];
  // The automatic login runs after the form's first frame, its button busy meanwhile; typing before it has
  // answered once put the password into the username field.
  await expect(page.getByRole('button', { name: t.login, exact: true })).toBeEnabled();
  await page.getByLabel(t.username).fill(user);
  await page.getByLabel(t.password).fill('P@ssw0rd!');
  await page.getByRole('button', { name: t.login, exact: true }).click();
}

export async function setLanguage(page: Page, language: 'zh' | 'en') {
  await page.evaluate((lang) => sessionStorage.setItem('lang', lang), language);
  await page.reload();
}

/**
 * Records the files of the contract's table of operations (src/api/operation-table.ts) the page requests from now
 * on: the login page never needs it, a signed-in screen does (which shows the file name is still the one here).
 */
export function watchTableRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && /\/operations-[\w-]+\.js$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}
