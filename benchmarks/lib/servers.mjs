// What the browser parts of the benchmark load pages from: a build served by `vite preview` with the portal's
// security headers (as in production), the portal's against a Prism mock of the contract.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { root } from '../../scripts/lib/config.mjs';
import { freePort, startPrism } from '../../scripts/lib/prism.mjs';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';

export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });

async function servePreview(outDir, config) {
  const port = await freePort();
  const server = await preview({
    ...config,
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders },
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The portal's build against a fresh Prism mock. */
export async function servePortal(outDir) {
  const prism = await startPrism({ spec: path.join(root, 'generated/openapi.wire.json'), port: await freePort() });
  process.env.API_TARGET = prism.url; // read by vite.config.ts for the preview's proxy
  const app = await servePreview(outDir, { root, configFile: path.join(root, 'vite.config.ts') });
  return { url: app.url, close: async () => (await app.close(), await prism.stop()) };
}

/** A benchmark page's build (a floor, the chart page), served the same way. */
export const servePage = (outDir) => servePreview(outDir, { root: path.dirname(outDir), configFile: false });
