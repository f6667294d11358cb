// Lighthouse (the npm package) in Debian's Chromium, driven through puppeteer so that a page can start with the
// signed-in user's session storage: performance, accessibility and best practices, mobile and desktop.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

const categories = ['performance', 'accessibility', 'best-practices'];

/**
 * One Lighthouse run. `sessionStorage` is written before the page's own scripts run; `headers` go with every
 * request (a Prefer header choosing the mock's example).
 */
export async function runLighthouse(url, { formFactor, sessionStorage = {}, headers = {} }) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((entries) => {
      for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
    }, sessionStorage);
    const flags = { logLevel: 'error', output: 'json', onlyCategories: categories, extraHeaders: headers };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const { lhr } = await lighthouse(url, flags, config, page);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Where the main thread's time goes before the page is usable (Lighthouse's trace of the load).
    const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.groupLabel ?? item.group,
      item.duration,
    ]);
    const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => [item.url, item.scripting]);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      work,
      scripts,
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of `runs` runs, figure by figure; the main-thread breakdown is the median run's. */
export async function medianLighthouse(url, options, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, options));
  const figures = ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt'];
  const middle = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(runs / 2)];
  return {
    ...Object.fromEntries(figures.map((key) => [key, median(results.map((r) => r[key]))])),
    work: middle.work,
    scripts: middle.scripts,
  };
}
