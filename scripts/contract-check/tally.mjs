// Counts a run per area (the operation's tag) and in total, for the summary and both report files.

/** Every verdict but 'conforms' fails the check (the exit status is 1). */
export const fails = (result) => result.verdict !== 'conforms';

function count(results, skipped) {
  const byVerdict = {};
  for (const r of results) byVerdict[r.verdict] = (byVerdict[r.verdict] ?? 0) + 1;
  return {
    checked: results.length,
    conforming: results.filter((r) => !fails(r)).length,
    violating: results.filter(fails).length,
    answeredFailure: results.filter((r) => r.answered === 'failure' && !fails(r)).length,
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

export const totals = (run) => count(run.results, run.skipped);
