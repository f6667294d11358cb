// `npm run test:e2e`: browser tests in Debian's Chromium against the production build and the Prism mock.
// Installs Chromium with apt-get when it is missing and this user may (root); otherwise says what to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './lib/chromium.mjs';
import { root } from './lib/config.mjs';

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    console.log('e2e: installing Debian chromium (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
    });
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `e2e: Chromium is not installed at ${chromiumPath}. Run: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
}

ensureChromium();
execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
const result = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromiumPath },
});
process.exit(result.status ?? 1);
