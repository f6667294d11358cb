// The bench's figures kept in a file, benchmarks/results.json, and compared with the last committed one, so that a
// change that costs bytes, round trips or memory shows in review beside the code that caused it. A run of some
// parts rewrites only those parts' figures; the others stay as they were measured last. Times and scores vary
// from run to run and machine to machine: a difference is printed only past each figure's tolerance.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/config.mjs';

const file = path.join(root, 'benchmarks/results.json');

/**
 * @typedef {{ value: number, unit: string, goal?: number, tolerance: number, higherIsBetter?: boolean }} Figure
 *   goal: the figure passes at or below it (at or above it for a score); tolerance: the relative change printed
 *   as a difference
 * @typedef {Record<string, Record<string, Figure>>} Results  part → figure's name → figure
 */

/** Bytes are deterministic: any change shows. Round trips are counted: one is a change. */
export const TOLERANCE = { bytes: 0.001, count: 0, memory: 0.2, time: 0.25, score: 0.05 };

/** @type {Results} */
const measured = {};

/**
 * One figure of a part of this run.
 * @param {string} part @param {string} name @param {number} value @param {string} unit
 * @param {{ goal?: number, tolerance: number, higherIsBetter?: boolean }} how
 */
export function record(part, name, value, unit, how) {
  if (!Number.isFinite(value)) return;
  measured[part] ??= {};
  measured[part][name] = { value: Number(value.toFixed(3)), unit, ...how };
}

/** Whether a figure meets its goal (true when it has none). @param {Figure} figure */
const withinGoal = ({ value, goal, higherIsBetter }) =>
  goal === undefined || (higherIsBetter ? value >= goal : value <= goal);

/** @returns {Results} */
function committed() {
  try {
    return JSON.parse(execFileSync('git', ['show', 'HEAD:benchmarks/results.json'], { cwd: root, encoding: 'utf8' }));
  } catch {
    return {};
  }
}

const shown = (figure) => `${figure.value} ${figure.unit}`;

/** The differences between this run's figures and the committed ones, past their tolerance, as lines. */
export function differences(before, after) {
  const lines = [];
  for (const [part, figures] of Object.entries(after)) {
    for (const [name, figure] of Object.entries(figures)) {
      const old = before[part]?.[name];
      if (!old) {
        lines.push(`  new     ${part} · ${name}: ${shown(figure)}`);
        continue;
      }
      const change =
        old.value === 0 ? Math.abs(figure.value) : Math.abs(figure.value - old.value) / Math.abs(old.value);
      if (change <= figure.tolerance) continue;
      const worse = figure.value > old.value !== Boolean(figure.higherIsBetter) ? 'worse' : 'better';
      const goal = figure.goal === undefined ? '' : withinGoal(figure) ? '  (within its goal)' : '  (past its goal)';
      lines.push(`  ${worse.padEnd(7)} ${part} · ${name}: ${shown(old)} → ${shown(figure)}${goal}`);
    }
  }
  return lines;
}

/** Writes this run's figures over the file's and prints what moved since the last commit of it. */
export function saveResults() {
  if (Object.keys(measured).length === 0) return;
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...previous, ...measured }, null, 2)}\n`);
  const lines = differences(committed(), measured);
  console.log(`\nAgainst the committed ${path.relative(root, file)} (differences past each figure's tolerance)`);
  console.log(lines.length > 0 ? lines.join('\n') : '  none');
  console.log(`  written: ${path.relative(root, file)} (commit it with the change it measures)`);
}
