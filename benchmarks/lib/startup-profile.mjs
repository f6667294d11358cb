// Where the start-up of the login page (and of signed-in screens) spends the main thread: a CPU profile in Chromium (4 × CPU slowdown, as
// Lighthouse's mobile run), self time mapped through the build's source maps to the package or source folder.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { root } from '../../scripts/lib/config.mjs';
import { launchChromium, servePortal } from './servers.mjs';

/** 'react-dom', '@chakra-ui/react', 'src/api'…: who owns a source file. */
function ownerOf(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  const inSrc = /(src\/[^/]+)/.exec(source);
  return inSrc ? inSrc[1] : source;
}

function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  profile.samples.forEach((id, index) => times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  return [...times].map(([id, microseconds]) => ({ frame: nodes.get(id).callFrame, ms: microseconds / 1000 }));
}

/**
 * Milliseconds of main-thread self time per owner, the mean of `runs` loads of each page: the login page, and
 * each path of `screens` opened signed in (`sessionStorage`: the tab's session storage after a login).
 * Returns [path, owners][] in that order.
 */
export async function startupProfile({ screens = [], sessionStorage = {} } = {}, runs = 3) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, sourcemap: true, emptyOutDir: true },
  });
  const served = await servePortal(outDir);
  const browser = await launchChromium();
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const text = (() => {
        try {
          return readFileSync(`${file}.map`, 'utf8');
        } catch {
          return undefined;
        }
      })();
      maps.set(file, text && new SourceMapConsumer(JSON.parse(text)));
    }
    return maps.get(file);
  };
  const profiles = [];
  try {
    for (const target of ['/newlogin', ...screens]) {
      const totals = new Map();
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ locale: 'zh-CN' });
        if (target !== '/newlogin') {
          await context.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
          }, sessionStorage);
        }
        const page = await context.newPage();
        await page.route(
          (url) => url.pathname.startsWith('/api/newAutoLogin'),
          (route) => route.fallback({ headers: { ...route.request().headers(), prefer: 'example=noSession' } }),
        );
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(`${served.url}${target}`);
        if (target === '/newlogin') await page.getByLabel('用户名').waitFor();
        else await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const { profile } = await cdp.send('Profiler.stop');
        for (const { frame, ms } of selfTimes(profile)) {
          // Frames without a script are the engine's own: '(program)', '(idle)', '(garbage collector)'.
          let owner = frame.url ? 'other' : frame.functionName || '(program)';
          if (frame.url.includes('/assets/')) {
            const file = path.join(outDir, new URL(frame.url).pathname);
            const position = mapOf(file)?.originalPositionFor({
              line: frame.lineNumber + 1,
              column: frame.columnNumber,
            });
            owner = ownerOf(position?.source ?? path.basename(file));
          }
          totals.set(owner, (totals.get(owner) ?? 0) + ms / runs);
        }
        await context.close();
      }
      profiles.push([target, [...totals].sort((a, b) => b[1] - a[1])]);
    }
  } finally {
    await browser.close();
    await served.close();
  }
  return profiles;
}
