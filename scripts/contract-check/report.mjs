// Writes the machine-readable reports of a run: <prefix>.json (the whole run, with per-area counts) and
// <prefix>.junit.xml (for CI test views). Neither holds the cookie or headers the check was given: a failure's
// request stands the session's values for the variables that hold them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { toJUnit } from './junit.mjs';
import { areaTallies, passes, totals } from './tally.mjs';

export function toJson(run) {
  const areas = areaTallies(run).map(({ area, checked, conforming, violating, notVerified, skipped, byVerdict }) => ({
    area,
    checked,
    conforming,
    violating,
    notVerified,
    skipped,
    byVerdict,
  }));
  const { results, requests, skipped, ...about } = run;
  return {
    ...about,
    totals: totals(run),
    passed: passes(run),
    areas,
    results,
    ...(run.dryRun && { requests }),
    skipped,
  };
}

/** @returns {string[]} the files written */
export function writeReports(prefix, run) {
  const json = path.resolve(`${prefix}.json`);
  const junit = path.resolve(`${prefix}.junit.xml`);
  mkdirSync(path.dirname(json), { recursive: true });
  writeFileSync(json, `${JSON.stringify(toJson(run), null, 2)}\n`);
  writeFileSync(junit, toJUnit(run));
  return [json, junit];
}
