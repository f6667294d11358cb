// The chart part of the benchmark: benchmarks/chart/ built and opened in Chromium, which reports its medians.
// Built with the portal's split of chart.js (scripts/lib/chart-js-parts.mjs), which its registrations import.
import { chartJsParts } from '../../scripts/lib/chart-js-parts.mjs';
import { buildPage } from './builds.mjs';
import { launchChromium, servePage } from './servers.mjs';

export async function chartRatio() {
  const build = await buildPage('chart', {}, [chartJsParts()]);
  const server = await servePage(build.outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => 'benchResult' in globalThis, undefined, { timeout: 120_000 });
    const result = await page.evaluate(() => globalThis.benchResult);
    // The page reports what stopped it (a chart kind it does not register) rather than leave the wait to time out.
    if (result.error) throw new Error(`the chart page failed: ${result.error}`);
    return result;
  } finally {
    await browser.close();
    await server.close();
  }
}
