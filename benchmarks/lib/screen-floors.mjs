// Goals of screens against their floors (benchmarks/floors/*, built in the same run): Lighthouse mobile, median
// of 3, each floor and its screen measured back to back (run by run, in turn), and the JavaScript each fetches as
// the first page. Prints pass or miss per goal and records the figures in the `lighthouse` part of
// benchmarks/results.json; asserts nothing.
import { initialFiles, kB, sumGzip } from './builds.mjs';
import { median, runLighthouse } from './lighthouse.mjs';
import { record, TOLERANCE } from './results.mjs';

const RUNS = 3;
const mark = (ok) => (ok ? 'pass' : 'miss');

/** Lighthouse mobile of two pages in turn, `RUNS` times each; the median figures of each. */
async function pairedLighthouse(floor, portal) {
  const runs = { floor: [], portal: [] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.floor.push(await runLighthouse(floor.url, { formFactor: 'mobile', ...floor.options }));
    runs.portal.push(await runLighthouse(portal.url, { formFactor: 'mobile', ...portal.options }));
  }
  const summary = (results) => ({
    performance: median(results.map((r) => r.performance)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    styleLayout: median(results.map((r) => r.groups.styleLayout ?? 0)),
  });
  return { floor: summary(runs.floor), portal: summary(runs.portal) };
}

/** Goals: the score not below the floor's, LCP and first-page JavaScript within these multiples of the floor's. */
const LCP_GOAL = 1.3;
const JS_GOAL = 1.25;

/**
 * `pairs`: [{ name, floor: { label, url, build?, options? }, portal: { label, url, files?, options? } }];
 * `portalChunks` gives the portal's file sizes. A pair without `files` (the login page, whose JavaScript has a
 * goal of its own) is compared on the score and LCP only.
 */
export async function screenGoals(pairs, portalChunks) {
  console.log(`\nSigned-in screens against their floors: Lighthouse mobile, median of ${RUNS}, measured in turn`);
  console.log('  (timings on a shared machine are noisy: compare only figures of one run)');
  for (const { name, floor, portal } of pairs) {
    const lh = await pairedLighthouse(floor, portal);
    const row = (label, r) =>
      `    ${label.padEnd(28)} score ${String(r.performance).padStart(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  Style & Layout ${Math.round(r.styleLayout)} ms`;
    console.log(`  ${name}`);
    console.log(row(floor.label, lh.floor));
    console.log(row(portal.label, lh.portal));
    const lcpRatio = lh.portal.lcp / lh.floor.lcp;
    const goals = [
      [`score ${lh.portal.performance} ≥ ${lh.floor.performance}`, lh.portal.performance >= lh.floor.performance],
      [`LCP ${lcpRatio.toFixed(2)} × floor (≤ ${LCP_GOAL.toFixed(2)})`, lcpRatio <= LCP_GOAL],
    ];
    const score = { tolerance: TOLERANCE.score, higherIsBetter: true };
    const time = { tolerance: TOLERANCE.time };
    record('lighthouse', `mobile ${floor.label} score`, lh.floor.performance, 'points', score);
    record('lighthouse', `mobile ${portal.label} score`, lh.portal.performance, 'points', {
      ...score,
      goal: lh.floor.performance,
    });
    record('lighthouse', `mobile ${floor.label} LCP`, lh.floor.lcp, 'ms', time);
    record('lighthouse', `mobile ${portal.label} LCP`, lh.portal.lcp, 'ms', time);
    record('lighthouse', `mobile ${portal.label} LCP against the floor`, lcpRatio, '× floor', {
      ...time,
      goal: LCP_GOAL,
    });
    if (portal.files) {
      const floorJs = sumGzip(floor.build.chunks, initialFiles(floor.build.chunks));
      const portalJs = sumGzip(portalChunks, portal.files);
      const jsRatio = portalJs / floorJs;
      console.log(
        `    first-page JavaScript  floor ${kB(floorJs)}, portal ${kB(portalJs)} (${portal.files.size} files)`,
      );
      goals.push([`first-page JS ${jsRatio.toFixed(2)} × floor (≤ ${JS_GOAL.toFixed(2)})`, jsRatio <= JS_GOAL]);
    }
    for (const [goal, ok] of goals) console.log(`    ${mark(ok)}  ${goal}`);
  }
}
