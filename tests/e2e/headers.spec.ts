// What nginx (scripts/serve.mjs, the generated configuration) answers: the headers of
// scripts/lib/security-headers.mjs on every file of the app, HSTS only over HTTPS, the page for every route
// and a 404 for a missing file, caching and precompression of the build, the API forwarded to the mock and its
// JSON answers compressed.
import { readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:http2';
import path from 'node:path';
import { request as requestContext, type APIResponse } from '@playwright/test';
import { startNginx } from '../../scripts/lib/nginx.mjs';
import { freePort } from '../../scripts/lib/prism.mjs';
import { distDir } from '../../scripts/lib/portal-build.mjs';
import { screenPages, withScriptHashes } from '../../scripts/lib/screen-pages.mjs';
import { buildHeaders, httpsOnlyHeaders } from '../../scripts/lib/security-headers.mjs';
import { landingOrder } from '../../src/api/screens';
import { expect, logIn, test } from './fixtures';
import { watchPolicyViolations } from './policy';

/** The headers nginx serves the build with (scripts/e2e.mjs built it); a screen's page adds its script's hash. */
const securityHeaders = buildHeaders(distDir);
const hashedAsset = /^\/assets\/[\w-]+-[\w-]{8}\.(js|css)$/;

/** The headers of every file, the page of a screen's address with its own script's hash in the policy. */
function expectSecurityHeaders(response: APIResponse, scriptHashes: string[] = []) {
  const headers = response.headers();
  const expected = {
    ...securityHeaders,
    'Content-Security-Policy': withScriptHashes(securityHeaders['Content-Security-Policy'], scriptHashes),
  };
  for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['strict-transport-security'], 'HSTS over plain HTTP').toBeUndefined();
}

test('the portal is served with its security headers; HSTS only when the visit is HTTPS', async ({ request }) => {
  const page = await request.get('/newlogin');
  expectSecurityHeaders(page);
  const headers = page.headers();
  expect(headers['content-security-policy']).toContain("base-uri 'none'");
  expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  // TLS ended by a proxy in front of nginx, which says so.
  const overHttps = await request.get('/newlogin', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(overHttps.headers()['strict-transport-security']).toBe(httpsOnlyHeaders['Strict-Transport-Security']);
});

/** The status of a GET over HTTP/2 alone (ALPN h2; the test's certificate is self-signed). */
function http2Status(origin: string, path: string) {
  return new Promise<number>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      resolve(Number(headers[':status']));
      session.close();
    });
    stream.on('error', reject);
    stream.end();
  });
}

test('a visit over HTTPS, TLS ended by nginx itself, gets HSTS, over HTTP/2', async () => {
  const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures', name);
  const port = await freePort();
  const tls = { certificate: fixture('xinghe-video.cert.pem'), key: fixture('xinghe-video.key.pem') };
  const { child, prefix } = startNginx({ port, apiTarget: 'http://127.0.0.1:9', tls, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const https = await requestContext.newContext({ baseURL: `https://127.0.0.1:${port}`, ignoreHTTPSErrors: true });
  try {
    await expect(async () => expect((await https.get('/newlogin')).status()).toBe(200)).toPass();
    const page = await https.get('/newlogin');
    expect(page.headers()['strict-transport-security']).toBe(httpsOnlyHeaders['Strict-Transport-Security']);
    expect(page.headers()['content-security-policy']).toBe(securityHeaders['Content-Security-Policy']);
    // Over HTTP/2: a client that speaks only HTTP/2 gets the page.
    expect(await http2Status(`https://127.0.0.1:${port}`, '/newlogin')).toBe(200);
  } finally {
    await https.dispose();
    child.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  }
});

test("every route answers its page, revalidated: a screen's its own, under its policy; a missing file is a 404", async ({
  request,
}) => {
  const index = await (await request.get('/index.html')).text();
  for (const route of ['/', '/newlogin', '/newwelcome', '/cdn/nothing']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).toBe(index);
    expect(response.headers()['cache-control'], route).toBe('no-cache');
    expectSecurityHeaders(response);
  }
  const pages = screenPages(distDir);
  expect(pages.map(({ address }) => address).sort()).toEqual([...landingOrder].sort());
  for (const { address, page, scriptHashes } of pages) {
    const html = readFileSync(path.join(distDir, page), 'utf8');
    expect(scriptHashes).toHaveLength(1);
    for (const route of [address, `${address}/`, `${address}?name=vod`]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(await response.text(), route).toBe(html);
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      expectSecurityHeaders(response, scriptHashes);
    }
  }
  for (const missing of ['/assets/index-00000000.js', '/assets/missing', '/favicon.png', '/cdn/missing.css']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(response.headers()['cache-control'], missing).toBeUndefined();
    expectSecurityHeaders(response);
  }
});

test('hashed scripts and the stylesheet are cached for a year and sent gzipped as built', async ({ request }) => {
  const index = await (await request.get('/newlogin')).text();
  const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].flatMap(([, asset]) =>
    asset ? [asset] : [],
  );
  expect(assets).toContainEqual(expect.stringMatching(/\.js$/));
  expect(assets, "Chakra's global styles").toContainEqual(expect.stringMatching(/\.css$/));
  for (const asset of assets) {
    expect(asset).toMatch(hashedAsset);
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
    const headers = response.headers();
    expect(response.status(), asset).toBe(200);
    expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding'], asset).toBe('gzip');
    expect(headers['vary'], asset).toBe('Accept-Encoding');
    expectSecurityHeaders(response);
    // Without gzip in Accept-Encoding, the file as it is.
    const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], asset).toBeUndefined();
    expect(await plain.body()).toEqual(await response.body());
  }
});

test('the API prefixes reach the backend; a body past the limit is refused by nginx', async ({ request }) => {
  const areas = await request.get('/api/area/all');
  expect(areas.status()).toBe(200);
  expect(await areas.json()).toMatchObject({ code: '0', data: expect.arrayContaining([expect.anything()]) });
  expect(areas.headers()['cache-control'], 'the backend says for its answers').toBeUndefined();
  const tooLarge = await request.post('/api/certificate/add', {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ cert: 'x'.repeat(11 * 1024 * 1024) }),
  });
  expect(tooLarge.status()).toBe(413);
});

test("the backend's JSON answers are gzipped on the way, small ones and plain requests are not", async ({
  request,
}) => {
  const certificates = '/api/certificate/account?account=CDN0001';
  const gzipped = await request.get(certificates, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.status()).toBe(200);
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers()['vary']).toBe('Accept-Encoding');
  const plain = await request.get(certificates, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same answer, decoded (over 1 kB, so worth compressing).
  expect((await plain.body()).length).toBeGreaterThan(1024);
  expect(await gzipped.json()).toEqual(await plain.json());
  // Under 1 kB, sent as it is.
  const small = await request.get('/api/area/all', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(small.headers()['content-encoding']).toBeUndefined();
});

test('login, the overview, the certificate list and the upload dialog run under the policy', async ({ page, mock }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/newlogin');
  await logIn(page, mock, 'superadmin');
  await expect(page).toHaveURL(/\/cdn\/newoverview/);
  await expect(page.getByTestId('stat-totalFlow')).toBeVisible();
  await expect(page.getByRole('img', { name: '带宽' })).toBeVisible();
  await page.goto('/page/certificateUpload');
  await expect(page.getByRole('heading', { name: '证书管理' })).toBeVisible();
  await page.getByRole('button', { name: '上传' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
