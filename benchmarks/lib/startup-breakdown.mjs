// The login page's start-up against the stack floor's, side by side: Lighthouse mobile's main-thread breakdown
// (mainthread-work-breakdown: Style & Layout, Script Evaluation), both pages measured in turn, median of 5.
// Goal (the performance issue's start-up item): Style & Layout within 1.5 × the floor's, the score not below it.
import { pagesInTurn } from './lighthouse.mjs';

const RUNS = 5;
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;

export async function startupBreakdown(floor, portal) {
  const mobile = (page) => ({ url: page.url, options: { formFactor: 'mobile', ...page.options } });
  const [f, p] = await pagesInTurn([mobile(floor), mobile(portal)], RUNS);
  console.log(`\nStart-up main thread, Lighthouse mobile, floor and login page in turn, median of ${RUNS}`);
  console.log('  (Lighthouse\'s figures are wall time × 4; "thread" is the CPU time of style and layout, ×1)');
  console.log(
    `  ${''.padEnd(20)} ${'Style & Layout'.padStart(15)} ${'(thread)'.padStart(9)} ${'Script Evaluation'.padStart(18)} ${'score'.padStart(6)}`,
  );
  const row = (label, r) =>
    console.log(
      `  ${label.padEnd(20)} ${ms(r.groups.styleLayout ?? 0).padStart(15)} ${`${r.styleLayoutThread.toFixed(1)} ms`.padStart(9)} ${ms(r.groups.scriptEvaluation ?? 0).padStart(18)} ${String(r.performance).padStart(6)}`,
    );
  row('stack floor /login', f);
  row('portal /newlogin', p);
  const ratio = (key) => (p.groups[key] ?? 0) / (f.groups[key] || NaN);
  const styleRatio = ratio('styleLayout');
  console.log(
    `  ${'ratio'.padEnd(20)} ${`${styleRatio.toFixed(2)} ×`.padStart(15)} ${`${(p.styleLayoutThread / f.styleLayoutThread).toFixed(2)} ×`.padStart(9)} ${`${ratio('scriptEvaluation').toFixed(2)} ×`.padStart(18)}`,
  );
  console.log(
    `  ${styleRatio <= 1.5 ? 'pass' : 'miss'}  Style & Layout ${styleRatio.toFixed(2)} × the floor's (≤ 1.5)`,
  );
  console.log(
    `  ${p.performance >= f.performance ? 'pass' : 'miss'}  score ${p.performance} ≥ ${f.performance} (the floor's)`,
  );
}
