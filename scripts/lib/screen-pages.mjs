// Each signed-in screen's page in a build (`cdn/domain.html` for /cdn/domain, written by scripts/lib/screen-files.mjs
// with that screen's inline script), and how the servers answer a screen's address with it: `vite preview` through
// the plugin below, nginx through its generated configuration (scripts/lib/nginx-config.mjs). Every other address
// gets index.html, which carries no inline script. Each page's policy allows its own script's hash and no other:
// a per-page policy rather than one listing every screen's hash, so that no page runs a script written for
// another, and the policy every file is sent with stays short (docs/deploying.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './security-headers.mjs';

/**
 * The screens' pages of the build in `buildDir`: each screen's address, its page's path as the browser would ask
 * it, and the CSP sources of its inline scripts. None without a build (the development server).
 * @returns {{ address: string, page: string, scriptHashes: string[] }[]}
 */
export function screenPages(buildDir) {
  if (!existsSync(buildDir)) return [];
  return readdirSync(buildDir, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && file !== 'index.html' && !file.startsWith('assets/'))
    .sort()
    .map((file) => ({
      address: `/${file.slice(0, -'.html'.length)}`,
      page: `/${file}`,
      scriptHashes: inlineScriptHashes(readFileSync(path.join(buildDir, file), 'utf8')),
    }));
}

/** A policy with more sources allowed to run scripts: a page's inline scripts by their hashes. */
export function withScriptHashes(policy, scriptHashes) {
  return policy.replace(/(^|; )script-src ([^;]*)/, (_, start, sources) =>
    [`${start}script-src ${sources}`, ...scriptHashes].join(' '),
  );
}

/** The screen's page an address is answered with (its address, with or without a trailing slash), if any. */
export const pageOf = (pages, pathname) => pages.find(({ address }) => pathname.replace(/(.)\/$/, '$1') === address);

/**
 * `vite preview`: a screen's address answered with its page, sent with the preview's headers but its own policy
 * (`headers`: those of vite.config.ts's preview). Read when the preview starts, as its headers are.
 * @returns {import('vite').Plugin}
 */
export function previewScreenPages(buildDir, headers) {
  return {
    name: 'portal-screen-pages',
    configurePreviewServer(server) {
      const pages = screenPages(buildDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const screen = (req.method === 'GET' || req.method === 'HEAD') && pageOf(pages, url.pathname);
        if (!screen) return next();
        const html = readFileSync(path.join(buildDir, screen.page));
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader(
          'Content-Security-Policy',
          withScriptHashes(headers['Content-Security-Policy'], screen.scriptHashes),
        );
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : html);
      });
    },
  };
}
