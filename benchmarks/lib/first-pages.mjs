// The JavaScript (gzip) a browser fetches when a screen is the first page opened, measured in Chromium with
// the HTTP cache off: the login screen signed out, every screen of the route table signed in as the
// superadmin (the mock's login example holding every permission).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/lib/config.mjs';

/** The route table of 002 §2.1, read from src/api/screens.ts (the benchmark runs on plain Node). */
export function routeTable() {
  const source = readFileSync(path.join(root, 'src/api/screens.ts'), 'utf8');
  const table = /export const landingOrder = \[([\s\S]*?)\] as const/.exec(source)?.[1];
  if (!table) throw new Error('landingOrder not found in src/api/screens.ts');
  return [...table.matchAll(/'(\/[^']+)'/g)].map((match) => match[1]);
}

/**
 * Each screen's kind (table, charts or form: the floor it is judged against), read from the budgets' test,
 * tests/build/signed-in-screens.test.ts, which keeps the one table of them.
 */
export function screenKinds() {
  const source = readFileSync(path.join(root, 'tests/build/signed-in-screens.test.ts'), 'utf8');
  const kinds = new Map([...source.matchAll(/'(\/[^']+)': \{\s*kind: '(\w+)'/g)].map((match) => [match[1], match[2]]));
  if (kinds.size === 0) throw new Error('no screen kinds found in tests/build/signed-in-screens.test.ts');
  return kinds;
}

/**
 * The JavaScript (gzip) inline in the page the servers answer `address` with (a screen's own page, written by
 * scripts/lib/screen-files.mjs, else index.html): the first page runs it as it runs its files.
 */
export function inlineScriptBytes(outDir, address) {
  const page = path.join(outDir, `${address.slice(1)}.html`);
  const html = readFileSync(existsSync(page) ? page : path.join(outDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  return scripts.reduce((sum, [, code]) => sum + gzipSync(code).length, 0);
}

/** Opens pages in one tab (so the signed-in session stays) with the cache off; returns the JS files each fetched. */
export async function firstPageLoader(browser, baseUrl) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  // The mock's named examples: no server session (the login form shows), then the superadmin's login.
  const examples = { '/api/newAutoLogin': 'noSession', '/api/newLogin': 'superadmin' };
  await page.route(
    (url) => url.pathname in examples,
    (route) => {
      const example = examples[new URL(route.request().url()).pathname];
      return route.fallback({ headers: { ...route.request().headers(), prefer: `example=${example}` } });
    },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let fetched = new Set();
  // The requests of the page being opened: the previous page's late responses (Playwright reports some after
  // the next navigation has started) are not this page's files.
  let requested = new WeakSet();
  page.on('request', (request) => requested.add(request));
  page.on('response', (response) => {
    if (!requested.has(response.request())) return;
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) fetched.add(pathname.slice(1));
  });

  async function open(url, ready) {
    fetched = new Set();
    requested = new WeakSet();
    await page.goto(url);
    if (url !== '/newlogin' && new URL(page.url()).pathname === '/newlogin') throw new Error(`${url}: sent to login`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return new Set(fetched);
  }

  return {
    /** The login screen, signed out. */
    login: () => open('/newlogin', (p) => p.getByLabel('用户名').waitFor()),
    async signIn() {
      await page.getByLabel('用户名').fill('superadmin');
      await page.getByLabel('密码').fill('P@ssw0rd!');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/newlogin'));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The landing screen draws its heading before its lazy parts (the overview's charts) arrive: requested
      // while the next page is being opened, they were counted as that page's files.
      await page.waitForLoadState('networkidle');
    },
    /** A screen opened by its address: its heading, or the alert it shows for an answer it cannot use. */
    screen: (url) => open(url, (p) => p.getByRole('heading', { level: 1 }).or(p.getByRole('alert')).first().waitFor()),
    /** The tab's session storage (the signed-in user), for a browser that is not this one. */
    sessionStorage: () => page.evaluate(() => ({ ...globalThis.sessionStorage })),
    close: () => context.close(),
  };
}
