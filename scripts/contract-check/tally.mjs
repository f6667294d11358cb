// Counts a run per area (the operation's tag) and in total, for the summary and both report files.

/**
 * A result fails the run unless it conforms, was listed as expected to fail (--expect-failure), or is an
 * unverified success that --allow-unverified lets pass.
 */
export const fails = (result) =>
  result.verdict !== 'conforms' &&
  result.verdict !== 'expected-failure' &&
  result.verdict !== 'skipped' &&
  !result.allowed;

/**
 * The run passes when nothing failed and it saw at least one success answer (traffic: judged at least one
 * exchange of the API): a run that verified nothing is no pass.
 */
export const passes = (run) =>
  !run.results.some(fails) &&
  (run.dryRun || (run.traffic ? run.results.length > 0 : run.successVerified.operations > 0));

function count(results, skipped) {
  const byVerdict = {};
  for (const r of results) byVerdict[r.verdict] = (byVerdict[r.verdict] ?? 0) + 1;
  return {
    checked: results.length,
    conforming: results.filter((r) => !fails(r)).length,
    violating: results.filter(fails).length,
    notVerified: results.filter((r) => r.verdict === 'not-verified').length,
    skipped: skipped.length,
    byVerdict,
  };
}

/** Areas in the contract's order of tags, each with its results, skipped writes (skippedOps) and counts. */
export function areaTallies(run) {
  const areas = new Map();
  // Only areas with an operation in this run: --only may leave most of them out.
  const area = (name) => {
    if (!areas.has(name)) areas.set(name, { area: name, results: [], skippedOps: [] });
    return areas.get(name);
  };
  for (const r of run.results) area(r.area).results.push(r);
  for (const s of run.skipped) area(s.area).skippedOps.push(s);
  const order = (name) => (run.areas.includes(name) ? run.areas.indexOf(name) : run.areas.length);
  return [...areas.values()]
    .sort((a, b) => order(a.area) - order(b.area))
    .map((a) => ({ ...a, ...count(a.results, a.skippedOps) }));
}

export const totals = (run) => ({ ...count(run.results, run.skipped), successVerified: run.successVerified });
