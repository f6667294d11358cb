// Lighthouse (the npm package) in Debian's Chromium, driven through puppeteer so that a page can start with the
// signed-in user's session storage: performance, accessibility and best practices, mobile and desktop.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../../scripts/lib/chromium.mjs';
import { benchChromiumFlags } from './servers.mjs';

const categories = ['performance', 'accessibility', 'best-practices'];

/**
 * Thread time (ms) of style recalculation and layout on the page's main thread in Lighthouse's trace. The
 * breakdown's Style & Layout is wall time, which on a loaded machine also counts the renderer waiting for the
 * CPU or for the browser process (Chromium asks it for every font during a layout); thread time counts only
 * the work itself, so it is the figure to bisect with. Not multiplied by Lighthouse's simulated slowdown.
 */
function styleLayoutThreadTime(trace) {
  const events = trace?.traceEvents ?? [];
  const isStyleLayout = (event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree';
  const perThread = new Map();
  for (const event of events.filter(isStyleLayout)) {
    const thread = `${event.pid}:${event.tid}`;
    perThread.set(thread, (perThread.get(thread) ?? 0) + 1);
  }
  // The page's main thread is the one that laid it out (one renderer, one frame).
  const [main] = [...perThread].sort((a, b) => b[1] - a[1])[0] ?? [];
  const own = events.filter(
    (event) => isStyleLayout(event) && event.ph === 'X' && `${event.pid}:${event.tid}` === main,
  );
  return own.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;
}

/**
 * One Lighthouse run. `sessionStorage` is written before the page's own scripts run; `headers` go with every
 * request (a Prefer header choosing the mock's example).
 */
export async function runLighthouse(url, { formFactor, sessionStorage = {}, headers = {} }) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, args: benchChromiumFlags, headless: true });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument((entries) => {
      for (const [key, value] of Object.entries(entries)) globalThis.sessionStorage.setItem(key, value);
    }, sessionStorage);
    /** @type {import('lighthouse').Flags} */
    const flags = { logLevel: 'error', output: 'json', onlyCategories: categories, extraHeaders: headers };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const { lhr, artifacts } = await lighthouse(url, flags, config, page);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Where the main thread's time goes before the page is usable (Lighthouse's trace of the load).
    /** A table audit's rows (Lighthouse types its details as a union of every kind of audit). */
    const rows = (id) => /** @type {{ items?: any[] } | undefined} */ (lhr.audits[id]?.details)?.items ?? [];
    const items = rows('mainthread-work-breakdown');
    const work = items.map((item) => [item.groupLabel ?? item.group, item.duration]);
    const scripts = rows('bootup-time').map((item) => [item.url, item.scripting]);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: ms('first-contentful-paint'),
      lcp: ms('largest-contentful-paint'),
      tbt: ms('total-blocking-time'),
      // The breakdown by group id: styleLayout, scriptEvaluation, scriptParseCompile, other…
      groups: Object.fromEntries(items.map((item) => [item.group, item.duration])),
      styleLayoutThread: styleLayoutThreadTime(artifacts?.Trace),
      work,
      scripts,
    };
  } finally {
    await browser.close();
  }
}

/** The median of the runs that gave a figure (a run without an LCP gives NaN, which would sort anywhere). */
export const median = (values) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length ? finite[Math.floor(finite.length / 2)] : NaN;
};

/** Figure by figure, the median of several runs of one page. */
/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, fcp: number, lcp: number,
 *   tbt: number, styleLayoutThread: number, groups: Record<string, number>, work: [string, number][],
 *   scripts: [string, number][] }} LighthouseFigures
 */

/** @returns {LighthouseFigures} */
function summary(results) {
  const figures = ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt', 'styleLayoutThread'];
  const groups = [...new Set(results.flatMap((r) => Object.keys(r.groups)))];
  // The table of work and scripts is the median run's (by TBT).
  const middle = [...results].sort((a, b) => a.tbt - b.tbt)[Math.floor(results.length / 2)];
  return /** @type {LighthouseFigures} */ ({
    ...Object.fromEntries(figures.map((key) => [key, median(results.map((r) => r[key]))])),
    groups: Object.fromEntries(groups.map((group) => [group, median(results.map((r) => r.groups[group] ?? 0))])),
    work: middle.work,
    scripts: middle.scripts,
  });
}

/** The median of `runs` runs, figure by figure (each group of the main-thread breakdown too). */
export async function medianLighthouse(url, options, runs = 3) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, options));
  return summary(results);
}

/**
 * Several pages measured in turn, run by run (page 1, page 2, page 1…), so that a burst of load on a shared
 * machine falls on all of them alike; the medians of each. `pages`: [{ url, options }].
 */
export async function pagesInTurn(pages, runs = 3) {
  const results = pages.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { url, options }] of pages.entries()) results[index].push(await runLighthouse(url, options));
  }
  return results.map(summary);
}
