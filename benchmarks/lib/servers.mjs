// What the browser parts of the benchmark load pages from: each build served by Debian's nginx as the portal is
// deployed (scripts/lib/nginx-config.mjs: its security headers, the build's gzipped files sent as they are, TLS
// with HTTP/2), the portal's with its calls passed to a Prism mock of the contract. The floors are built with the
// same gzipped files (benchmarks/lib/builds.mjs) and served by the same configuration, the data floors' calls
// passed to the portal's mock, so both sides of every comparison meet the same server.
import { get } from 'node:https';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { root } from '../../scripts/lib/config.mjs';
import { ensureDebianPackages } from '../../scripts/lib/debian-packages.mjs';
import { nginx, startNginx } from '../../scripts/lib/nginx.mjs';
import { freePort, startPrism } from '../../scripts/lib/prism.mjs';

ensureDebianPackages('bench', [{ path: chromiumPath, packages: ['chromium', 'fonts-noto-cjk'] }, nginx]);

// Customers reach the portal over HTTPS, where nginx speaks HTTP/2: a signed-in first page's dozen files and its
// reads share one connection. Served over plain HTTP/1.1 instead, they would open six connections, each with its
// own set-up, which neither a customer nor the floors' single file meets (Lighthouse's simulated slow 4G charged
// /cdn/domain's first paint about 0.2 s for it). The certificate is the browser tests' self-signed one (made for
// another name), so the benchmark's browsers are told to accept it.
const tls = {
  certificate: path.join(root, 'tests/fixtures/xinghe-video.cert.pem'),
  key: path.join(root, 'tests/fixtures/xinghe-video.key.pem'),
};

/** Chromium's flags for the benchmark's pages (Playwright's and Lighthouse's browsers). */
export const benchChromiumFlags = [...chromiumFlags, '--ignore-certificate-errors'];

export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: benchChromiumFlags, headless: true });

/** Whether `url` answers over TLS (any status, the self-signed certificate accepted). */
const answers = (url) =>
  new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });

/** Resolves once `url` answers; fails with the server's exit. */
async function answering(url, child) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before serving ${url}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** The build in `outDir` served by nginx; API calls go to `apiTarget` (only the data floors make any). */
async function serveBuild(outDir, apiTarget = 'http://127.0.0.1:9') {
  const port = await freePort();
  const { child } = startNginx({ port, apiTarget, root: outDir, tls, stdio: 'ignore' });
  const url = `https://127.0.0.1:${port}`;
  await answering(url, child);
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, close };
}

/** The portal's build against a fresh Prism mock (`apiTarget`: the mock, for the floors that read from it too). */
export async function servePortal(outDir) {
  const prism = await startPrism({ spec: path.join(root, 'generated/openapi.wire.json'), port: await freePort() });
  const app = await serveBuild(outDir, prism.url);
  return { url: app.url, apiTarget: prism.url, close: async () => (await app.close(), await prism.stop()) };
}

/**
 * A benchmark page's build (a floor, the chart page), served the same way; a data floor's calls go to
 * `apiTarget`, the portal's mock, so that floor and portal wait on the same server.
 */
export const servePage = (outDir, apiTarget) => serveBuild(outDir, apiTarget);
