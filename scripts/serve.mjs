// `npm run serve`: builds the portal, then serves the build as production does, with Debian's nginx on
// 127.0.0.1:8080 (PORT to change), forwarding the contract's path prefixes to API_TARGET (docs/deploying.md).
//   --no-build        serve dist/ as it is (the browser tests build once, then start their servers)
//   --print-config    print the configuration for a deployment's nginx instead (with --root, --server-name,
//                     --listen, and --tls-certificate with --tls-key to end TLS there); nothing is built or started
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig, root } from './lib/config.mjs';
import { ensureDebianPackages } from './lib/debian-packages.mjs';
import { serverConfig } from './lib/nginx-config.mjs';
import { screenPages } from './lib/screen-pages.mjs';
import { buildHeaders } from './lib/security-headers.mjs';
import { nginx, startNginx } from './lib/nginx.mjs';
import { distDir, ensurePortalBuild } from './lib/portal-build.mjs';
import { isPortFree } from './lib/prism.mjs';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'print-config': { type: 'boolean', default: false },
    root: { type: 'string', default: distDir },
    listen: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    'tls-certificate': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});
const apiTarget = readConfig().apiTarget ?? 'http://127.0.0.1:4010';

if (options['print-config']) {
  const { root: buildRoot, listen, 'server-name': serverName } = options;
  const { 'tls-certificate': certificate, 'tls-key': key } = options;
  if (Boolean(certificate) !== Boolean(key)) {
    console.error('serve: --tls-certificate and --tls-key go together');
    process.exit(2);
  }
  const tls = certificate && key ? { certificate, key } : undefined;
  // The headers and the screens' pages (their inline scripts' hashes) of the build made here, whatever folder the
  // server keeps it in.
  const headers = buildHeaders(distDir);
  const pages = screenPages(distDir);
  console.log(serverConfig({ listen, serverName, root: buildRoot, apiTarget, tls, headers, pages }));
  process.exit(0);
}

const port = Number(process.env.PORT ?? 8080);
ensureDebianPackages('serve', [nginx]);
if (!(await isPortFree(port))) {
  console.error(`serve: port ${port} is already in use. Stop what listens there or set PORT.`);
  process.exit(1);
}
if (!options['no-build']) {
  const run = (script, args) => execFileSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  run(path.join(root, 'scripts/gen.mjs'), []);
  await ensurePortalBuild();
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('serve: there is no build in dist/. Run npm run build first, or leave out --no-build.');
  process.exit(1);
}
const { child, configFile } = startNginx({ port, apiTarget });
console.log(`serve: the production build at http://127.0.0.1:${port}, API calls to ${apiTarget} (${configFile})`);
// nginx in the foreground: TERM or INT ends it at once, QUIT after the answers under way.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1)));
