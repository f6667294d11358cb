// One line per screen of the route table at the end of `npm run bench`: what the `routes` part measured (the
// first page's JavaScript against its kind's floor, goal ≤ 1.25 ×) beside what the `waterfall` part measured (the
// round trip of its first read and of the last script of its first paint, counted by what each request waited
// for, with its time in round trips in brackets; goals in benchmarks/lib/waterfall.mjs), each as pass or miss.
// A part that did not run leaves its columns empty. Prints; asserts nothing.
import { kB } from './builds.mjs';
import { FIRST_READ_GOAL, firstReadMet, formatTrip, LAST_SCRIPT_GOAL, lastScriptMet } from './waterfall.mjs';

/** A screen's first page at most this many times its kind's floor (tests/build/signed-in-screens.test.ts). */
export const BYTES_GOAL = 1.25;

const mark = (ok) => (ok ? 'pass' : 'miss');

/**
 * `screens`: the route table; `kinds`: screen → its kind; `floorBytes`: kind → gzip bytes (routes part);
 * `bytes`: screen → first-page gzip bytes (routes part); `waterfalls`: screen → screenWaterfall's result.
 */
export function printScreenSummary({ screens, kinds, floorBytes, bytes, waterfalls }) {
  if (bytes.size === 0 && waterfalls.size === 0) return;
  console.log(
    `\nEvery screen: first-page JavaScript against its kind's floor (goal ≤ ${BYTES_GOAL} ×), and the round trip of` +
      ` its first read (goal ≤ ${FIRST_READ_GOAL}) and of its last script (goal ≤ ${LAST_SCRIPT_GOAL}): by dependency (by time)`,
  );
  // Each column's width; a negative one is right-aligned.
  const widths = [26, 6, -9, -9, 12, 20, 0];
  const line = (...values) =>
    console.log(
      `  ${values.map((value, i) => (widths[i] < 0 ? value.padStart(-widths[i]) : value.padEnd(widths[i]))).join('  ')}`.trimEnd(),
    );
  line('screen', 'kind', 'JS', 'floor', '× floor', 'first read', 'last script');
  const missed = { bytes: 0, trips: 0 };
  for (const screen of screens) {
    const kind = kinds.get(screen) ?? '?';
    let js = ['', '', ''];
    if (bytes.has(screen)) {
      const ratio = bytes.get(screen) / floorBytes[kind];
      js = [kB(bytes.get(screen)), kB(floorBytes[kind]), `${ratio.toFixed(2)} ${mark(ratio <= BYTES_GOAL)}`];
      if (ratio > BYTES_GOAL) missed.bytes += 1;
    }
    let trips = ['', ''];
    const w = waterfalls.get(screen);
    if (w) {
      const readOk = firstReadMet(w);
      const scriptOk = lastScriptMet(w);
      trips = [
        `${w.firstRead ? formatTrip(w.firstRead) : 'no read'} ${mark(readOk)}`,
        `${formatTrip(w.lastScript)} ${mark(scriptOk)}`,
      ];
      if (!readOk || !scriptOk) missed.trips += 1;
    }
    line(screen, kind, ...js, ...trips);
  }
  if (bytes.size > 0) console.log(`  over the JavaScript goal: ${missed.bytes} of ${bytes.size} screens`);
  if (waterfalls.size > 0) console.log(`  over a round-trip goal: ${missed.trips} of ${waterfalls.size} screens`);
}
