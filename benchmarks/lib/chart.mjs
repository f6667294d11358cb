// The chart part of the benchmark: benchmarks/chart/ built and opened in Chromium, which reports its medians.
import { buildPage } from './builds.mjs';
import { launchChromium, servePage } from './servers.mjs';

export async function chartRatio() {
  const build = await buildPage('chart');
  const server = await servePage(build.outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => 'benchResult' in globalThis, undefined, { timeout: 120_000 });
    return await page.evaluate(() => globalThis.benchResult);
  } finally {
    await browser.close();
    await server.close();
  }
}
