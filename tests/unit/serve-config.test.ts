// The nginx configuration against its sources: the headers `vite preview` sends, the contract's path prefixes,
// the app's request timeout. What nginx does with it is proven live by tests/e2e/production.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  apiPrefixes,
  proxyTimeoutSeconds,
  serverConfig,
  standaloneConfig,
  upstreamOrigin,
} from '../../scripts/lib/nginx-config.mjs';
import { distDir } from '../../scripts/lib/portal-build.mjs';
import { pageOf, withScriptHashes } from '../../scripts/lib/screen-pages.mjs';
import {
  contentSecurityPolicy,
  headersFor,
  httpsOnlyHeaders,
  inlineScriptHashes,
} from '../../scripts/lib/security-headers.mjs';
import { config as appConfig } from '@/api/config';
import viteConfig from '../../vite.config';

// The build vite preview serves too: both read its pages' inline scripts' hashes.
const generated = serverConfig({ listen: '8080', root: distDir, apiTarget: 'http://10.0.0.5:8081' });
const lines = generated.split('\n').map((line) => line.trim());

/** Headers set at the server level: `add_header Name "value" always;`, unquoted values are variables. */
function serverHeaders(text: string) {
  const headers: Record<string, string> = {};
  for (const [, name = '', quoted, variable] of text.matchAll(
    /^ {4}add_header (\S+) (?:"((?:[^"\\]|\\.)*)"|(\$\w+))/gm,
  ))
    headers[name] = quoted ?? variable ?? '';
  return headers;
}

function previewConfig() {
  const config = (viteConfig as (env: { mode: string; command: 'serve' }) => UserConfig)({
    mode: 'production',
    command: 'serve',
  });
  return config.preview!;
}

describe('the nginx configuration', () => {
  it('sends exactly the headers vite preview sends, and HSTS only over HTTPS', () => {
    const {
      'Strict-Transport-Security': hsts,
      'Cache-Control': cache,
      'Content-Security-Policy': policy,
      ...always
    } = serverHeaders(generated);
    // The policy: index.html's (a screen's page adds its own script's hash, below).
    expect(policy).toBe('$portal_policy');
    const fallback = /map \$uri \$portal_policy \{[^}]*default "([^"]*)";/.exec(generated)?.[1];
    expect({ ...always, 'Content-Security-Policy': fallback }).toEqual(previewConfig().headers);
    expect(Object.keys(always).length).toBeGreaterThanOrEqual(6);
    expect(previewConfig().headers).not.toHaveProperty('Strict-Transport-Security');
    expect(hsts).toBe('$portal_hsts');
    expect(cache).toBe('$portal_cache_control');
    const hstsValue = `"${httpsOnlyHeaders['Strict-Transport-Security']}";`;
    expect(lines).toContain(`~^on ${hstsValue}`);
    expect(lines).toContain(`~^https$ ${hstsValue}`);
    expect(lines).toContain('default "";');
  });

  it('answers with the headers of another configuration when given them', () => {
    const headers = headersFor({ downloadOrigins: ['https://logs.example.com'] });
    const text = serverConfig({ listen: '80', root: '/srv', apiTarget: 'http://api:8081', headers });
    expect(serverHeaders(text)['Content-Security-Policy']).toBe('$portal_policy');
    expect(text).toContain(`default "${headers['Content-Security-Policy']}";`);
    expect(headers['Content-Security-Policy']).toContain("connect-src 'self' https://logs.example.com;");
  });

  it('forwards every path prefix of the contract, the ones the dev server and preview forward', () => {
    const contract = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8'),
    );
    const contractPrefixes = new Set(Object.keys(contract.paths).map((apiPath) => `/${apiPath.split('/')[1]}`));
    expect(new Set(apiPrefixes)).toEqual(contractPrefixes);
    expect(new Set(Object.keys(previewConfig().proxy ?? {}))).toEqual(contractPrefixes);
    const location = new RegExp(/location ~ (\S+) \{/.exec(generated)?.[1] ?? 'no API location');
    for (const prefix of apiPrefixes) {
      expect(location.test(`${prefix}/x`), prefix).toBe(true);
      expect(location.test(prefix), prefix).toBe(true);
    }
    expect(location.test('/apidocs'), 'only whole path segments').toBe(false);
    expect(location.test('/cdn/domain')).toBe(false);
    expect(lines).toContain('proxy_pass http://10.0.0.5:8081;');
    for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host', 'X-Real-IP'])
      expect(generated).toMatch(new RegExp(`proxy_set_header ${header} \\$`));
  });

  it('waits for the backend longer than the app does, so the app reports its own timeout', () => {
    expect(proxyTimeoutSeconds * 1000).toBeGreaterThan(appConfig.requestTimeoutMs);
    expect(lines).toContain(`proxy_read_timeout ${proxyTimeoutSeconds}s;`);
    expect(lines).toContain(`proxy_send_timeout ${proxyTimeoutSeconds}s;`);
  });

  it('takes the backend as an origin only, so no path of the app is rewritten', () => {
    expect(upstreamOrigin('https://portal-api.example.com/')).toBe('https://portal-api.example.com');
    expect(() => upstreamOrigin('https://portal-api.example.com/base')).toThrow(/origin/);
    expect(() => upstreamOrigin('ftp://portal-api.example.com')).toThrow(/origin/);
  });

  it('runs unprivileged from its own folder when standalone', () => {
    const text = standaloneConfig({ prefix: '/p', listen: '127.0.0.1:8130', root: '/p/dist', apiTarget: 'http://a:1' });
    expect(text).toMatch(/^daemon off;$/m);
    expect(text).toMatch(/^pid \/p\/nginx\.pid;$/m);
    expect(text).not.toMatch(/^user /m);
    for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(text).toContain(`${temp}_temp_path /p/temp/${temp};`);
    expect(text).not.toContain('/var/');
    expect(
      standaloneConfig({ prefix: '/p', workerUser: 'www', listen: '1', root: '/r', apiTarget: 'http://a:1' }),
    ).toMatch(/^user www;$/m);
  });
});

describe("a screen's page (scripts/lib/screen-pages.mjs)", () => {
  const pages = [{ address: '/cdn/domain', page: '/cdn/domain.html', scriptHashes: ["'sha256-abc='"] }];
  const policy = contentSecurityPolicy({ downloadOrigins: ['https://logs.example.com'] });
  const text = serverConfig({ root: '/srv', apiTarget: 'http://api:8081', headers: headersFor(), pages });
  const textLines = text.split('\n').map((line) => line.trim());

  it("answers the screen's address, with or without a trailing slash, with its page; any other with index.html", () => {
    expect(textLines).toContain('"/cdn/domain" "/cdn/domain.html";');
    expect(textLines).toContain('"/cdn/domain/" "/cdn/domain.html";');
    expect(textLines).toContain('default "/index.html";');
    expect(textLines).toContain('try_files $uri $portal_page;');
    expect(pageOf(pages, '/cdn/domain/')).toBe(pages[0]);
    expect(pageOf(pages, '/cdn/domainx')).toBeUndefined();
  });

  it("sends the page with its own script's hash in the policy, and every other file without", () => {
    const pagePolicy = withScriptHashes(headersFor()['Content-Security-Policy'], ["'sha256-abc='"]);
    expect(pagePolicy).toContain("script-src 'self' 'sha256-abc=';");
    expect(textLines).toContain(`"/cdn/domain.html" "${pagePolicy}";`);
    expect(textLines).toContain(`default "${headersFor()['Content-Security-Policy']}";`);
    expect(withScriptHashes(policy, [])).toBe(policy);
  });
});

describe('the content security policy', () => {
  it('lets the page connect to the configured download origins only', () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    expect(
      contentSecurityPolicy({ downloadOrigins: ['https://a.example.com', 'http://b.example.com:8080/'] }),
    ).toContain("connect-src 'self' https://a.example.com http://b.example.com:8080;");
  });

  it("allows the page's inline scripts by their hashes, and no other", () => {
    const html =
      '<head><script type="application/json" id="list">{"a":1}</script><script>go()</script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></head>';
    // sha256 of "go()", in Base64.
    expect(inlineScriptHashes(html)).toEqual(["'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"]);
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
    expect(policy).toContain("script-src 'self' 'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw=';");
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it.each(['https://a.example.com/logs', '*', "'unsafe-eval'", 'https://a.example.com; script-src *'])(
    'refuses %s as a download origin',
    (origin) => {
      expect(() => contentSecurityPolicy({ downloadOrigins: [origin] })).toThrow();
    },
  );
});

describe('docs/deploying.md', () => {
  it('shows the configuration the deployment command prints', () => {
    const page = readFileSync(path.resolve(import.meta.dirname, '../../docs/deploying.md'), 'utf8');
    const shown = /```nginx\n([\s\S]*?)\n```/.exec(page)?.[1];
    const printed = serverConfig({
      serverName: 'portal.example.com',
      root: '/srv/portal/dist',
      apiTarget: 'https://portal-api.example.com',
      headers: headersFor({ downloadOrigins: ['https://logdownload.example.com'] }),
      tls: { certificate: '/etc/ssl/portal.example.com.pem', key: '/etc/ssl/private/portal.example.com.key' },
    });
    expect(shown).toBe(printed);
  });
});
