// Debian's nginx serving the production build from a project-local folder (.serve/<port>): no privileges, no
// system configuration, its own pid, logs and temporary files; one folder per port, so servers can run side
// by side.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';
import { standaloneConfig } from './nginx-config.mjs';
import { distDir } from './portal-build.mjs';

export const nginx = { path: process.env.NGINX_PATH ?? '/usr/sbin/nginx', packages: ['nginx'] };

/** Run as root, nginx hands its workers to a user: the owner of the build, who can read it. */
function workerUser(buildDir) {
  if (process.getuid?.() !== 0) return undefined;
  const { uid } = statSync(buildDir);
  return execFileSync('getent', ['passwd', String(uid)], { encoding: 'utf8' }).split(':')[0];
}

/**
 * Writes the configuration and starts nginx in the foreground.
 * @param {{ port: number, apiTarget: string, root?: string, tls?: { certificate: string, key: string }, stdio?: 'inherit' | 'ignore' }} options
 *   root: the build to serve (the benchmark serves its own builds and floors); tls: end TLS on `port` (the
 *   browser tests check what an HTTPS visit gets)
 */
export function startNginx({ port, apiTarget, root: buildDir = distDir, tls, stdio = 'inherit' }) {
  const prefix = path.join(root, '.serve', String(port));
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const configFile = path.join(prefix, 'nginx.conf');
  const config = standaloneConfig({
    prefix,
    workerUser: workerUser(buildDir),
    listen: `127.0.0.1:${port}${tls ? ' ssl http2' : ''}`,
    root: buildDir,
    apiTarget,
    tls,
  });
  writeFileSync(configFile, config);
  // The logs of this run only.
  for (const log of ['error.log', 'access.log']) writeFileSync(path.join(prefix, log), '');
  // -e: the error log of start-up too (before the configuration is read), not the system's.
  const child = spawn(nginx.path, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')], {
    stdio,
  });
  return { child, configFile, prefix };
}
