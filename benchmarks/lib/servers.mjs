// What the browser parts of the benchmark load pages from: each build served by Debian's nginx as the portal is
// deployed (scripts/lib/nginx-config.mjs: its security headers, the build's gzipped files sent as they are),
// the portal's with its calls passed to a Prism mock of the contract. The floors are built with the same
// gzipped files (benchmarks/lib/builds.mjs) and served by the same configuration, so both sides of every
// comparison meet the same server.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { root } from '../../scripts/lib/config.mjs';
import { ensureDebianPackages } from '../../scripts/lib/debian-packages.mjs';
import { nginx, startNginx } from '../../scripts/lib/nginx.mjs';
import { freePort, startPrism } from '../../scripts/lib/prism.mjs';

ensureDebianPackages('bench', [{ path: chromiumPath, packages: ['chromium', 'fonts-noto-cjk'] }, nginx]);

export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });

/** Resolves once `url` answers; fails with the server's exit. */
async function answering(url, child) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before serving ${url}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** The build in `outDir` served by nginx; API calls go to `apiTarget` (the floors make none). */
async function serveBuild(outDir, apiTarget = 'http://127.0.0.1:9') {
  const port = await freePort();
  const { child } = startNginx({ port, apiTarget, root: outDir, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child);
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url, close };
}

/** The portal's build against a fresh Prism mock. */
export async function servePortal(outDir) {
  const prism = await startPrism({ spec: path.join(root, 'generated/openapi.wire.json'), port: await freePort() });
  const app = await serveBuild(outDir, prism.url);
  return { url: app.url, close: async () => (await app.close(), await prism.stop()) };
}

/** A benchmark page's build (a floor, the chart page), served the same way. */
export const servePage = (outDir) => serveBuild(outDir);
