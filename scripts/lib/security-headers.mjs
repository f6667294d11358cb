// Headers the portal is served with: the one source for `vite preview` (vite.config.ts) and for the nginx
// configuration of `npm run serve` and of a deployment (scripts/lib/nginx-config.mjs); docs/deploying.md.
// Nothing may frame the portal; the API portal receives the user info by postMessage only.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config.mjs';

/** An origin the page may connect to: scheme, host and optional port, nothing else. */
function checkedOrigin(origin) {
  const url = new URL(origin);
  if (!/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, ''))
    throw new Error(`LOG_DOWNLOAD_ORIGINS: "${origin}" is not an origin like https://logs.example.com`);
  return url.origin;
}

/**
 * @param {{ downloadOrigins?: string[], scriptHashes?: string[] }} options downloadOrigins: where log download
 *   links point; the page checks a link there (a HEAD request) before following it, so it must be allowed to
 *   connect there. scriptHashes: the inline scripts of the page served (`inlineScriptHashes`), each allowed by
 *   its hash alone: any other inline script (an injected one) stays refused.
 */
export function contentSecurityPolicy({ downloadOrigins = [], scriptHashes = [] } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // Chakra (emotion) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...downloadOrigins.map(checkedOrigin)].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    // No string ever becomes script through the DOM (innerHTML, eval…): React, Chakra and chart.js need none.
    "require-trusted-types-for 'script'",
  ].join('; ');
}

/** The headers of every answer of the app (its page, scripts, styles and files), over HTTP and HTTPS. */
export function headersFor(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    // Another site opened from here (the API portal) gets no hold on this window beyond what it is given.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * Sent only over HTTPS: it keeps every later visit on HTTPS for two years. Over plain HTTP browsers ignore it,
 * and a server reached over HTTP by mistake must not claim it.
 */
export const httpsOnlyHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/**
 * The CSP sources of a page's classic inline scripts (no `src`, no `type`): the script the build writes into a
 * screen's page to send its first reads as soon as the HTML has come (scripts/lib/screen-files.mjs). The hash is
 * of the element's text exactly as served.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}

/**
 * The headers to serve the build in `buildDir` with: this checkout's configuration (.env, .env.local, the
 * environment), with the hashes of its index.html's inline scripts (it has none; a screen's page adds its own,
 * scripts/lib/screen-pages.mjs). Each build whose early scripts changed needs its servers' headers made again
 * (docs/deploying.md); without a build (the development server) there is no inline script to allow.
 */
export function buildHeaders(buildDir) {
  const html = path.join(buildDir, 'index.html');
  const scriptHashes = existsSync(html) ? inlineScriptHashes(readFileSync(html, 'utf8')) : [];
  return headersFor({ downloadOrigins: readConfig().logDownloadOrigins, scriptHashes });
}
