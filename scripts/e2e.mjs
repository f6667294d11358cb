// `npm run test:e2e`: browser tests in Debian's Chromium (its headless shell) against the production build,
// served by Debian's nginx (scripts/serve.mjs), and the Prism mock. Installs the Debian packages with apt-get
// when they are missing and this user may (root); otherwise says what to run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { testChromium } from './lib/chromium.mjs';
import { root } from './lib/config.mjs';
import { ensureDebianPackages } from './lib/debian-packages.mjs';
import { nginx } from './lib/nginx.mjs';
import { ensurePortalBuild } from './lib/portal-build.mjs';

// The Chinese font is checked on its own: the pages are tested in Chinese, and how their text is drawn too.
const chineseFont = { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', packages: ['fonts-noto-cjk'] };
ensureDebianPackages('e2e', [testChromium, chineseFont, nginx]);
// The build the build tests of the same `npm test` made, unless a source has changed since.
await ensurePortalBuild();
const result = spawnSync(path.join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
