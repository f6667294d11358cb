// The readable summary printed after a run: what was sent, per area how many requests were checked, conform and
// do not, then each problem with the operation, its method and path, what to change and how to replay it; last
// how many operations' success answers were verified.
import { areaTallies, fails, passes, totals } from './tally.mjs';

const LABELS = {
  violates: 'violates the contract',
  'unexpected-code': 'answers an unexpected code',
  'not-verified': 'not verified: answered a declared failure to a valid request',
  'not-refused': 'not refused',
  'server-error': 'server error',
  'too-slow': 'too slow',
  'not-found': 'not found',
  'not-in-contract': 'not in the contract',
  unreachable: 'unreachable',
  'not-checked': 'not checked',
};

// The verdicts of results that fail, in the order the total names them, with a plural for the total.
const PLURALS = {
  violates: 'violate the contract',
  'unexpected-code': 'answer an unexpected code',
  'not-verified': 'not verified',
  'not-refused': 'not refused',
  'server-error': 'server errors',
  'too-slow': 'too slow',
  'not-found': 'not found',
  'not-in-contract': 'not in the contract',
  unreachable: 'unreachable',
  'not-checked': 'not checked',
};

const problemLine = (p) => `${p.path}: ${p.message}${p.source === 'prism' ? ' [Prism]' : ''}`;

function areaLine(a, width) {
  const counts = [`${String(a.checked).padStart(3)} checked`];
  if (a.checked) counts.push(`${String(a.conforming).padStart(3)} conforming`);
  if (a.violating) counts.push(`${a.violating} failing`);
  const skipped = a.skipped ? `  (${a.skipped} write${a.skipped > 1 ? 's' : ''} skipped)` : '';
  return `${a.area.padEnd(width)} ${counts.join(', ')}${skipped}`;
}

const modeOf = (r) => (r.mode && r.mode !== 'examples' ? ` [${r.mode}${r.step ? `: ${r.step}` : ''}]` : '');

function resultLines(r) {
  const head = `${r.operationId} ${r.method} ${r.path}${modeOf(r)}`;
  if (!fails(r)) {
    if (r.verdict === 'expected-failure') return [`  · ${head}: expected to fail; ${r.notes.join('; ')}`];
    return [];
  }
  return [
    `  ✗ ${head}: ${LABELS[r.verdict] ?? r.verdict}${r.allowed ? ' (allowed by --allow-unverified)' : ''}`,
    ...r.problems.map((p) => `      ${problemLine(p)}`),
    ...r.notes.map((n) => `      note: ${n}`),
    ...(r.exchange?.curl ? [`      replay: ${r.exchange.curl}`] : []),
  ];
}

function trafficLine({ traffic }) {
  const where = traffic.source === 'har' ? 'recorded' : 'passed through the proxy';
  return `Judged: ${traffic.exchanges} exchanges ${where} (${traffic.ignored} not the API's, ignored).`;
}

function modesLine(run) {
  if (run.traffic) return trafficLine(run);
  const sent = ['reads from the examples'];
  if (run.modes.flows) sent.push(`write flows (names prefixed '${run.prefix}')`);
  if (run.modes.negative) sent.push(`bad input (--seed ${run.seed})`);
  if (run.modes.signedOut) sent.push('signed out');
  if (run.modes.as) sent.push('as another user');
  const skipped = run.skipped.length;
  const writes = run.includeWrites
    ? skipped
      ? ` ${skipped} write${skipped === 1 ? '' : 's'} without a flow skipped (see below).`
      : ''
    : skipped
      ? ` ${skipped} write${skipped === 1 ? '' : 's'} skipped (--include-writes sends them as flows).`
      : '';
  return `Sent: ${sent.join(', ')}.${writes}`;
}

function totalLine(run) {
  const t = totals(run);
  const failing = Object.keys(PLURALS)
    .filter((verdict) => t.byVerdict[verdict])
    .map(
      (verdict) =>
        `${t.byVerdict[verdict]} ${t.byVerdict[verdict] === 1 ? LABELS[verdict].split(':')[0] : PLURALS[verdict]}`,
    );
  const seconds = (run.durationMs / 1000).toFixed(1);
  return (
    `${t.checked} checked in ${seconds} s: ${t.conforming} conforming` +
    `${failing.length ? `; ${t.violating} not: ${failing.join(', ')}` : ''}.`
  );
}

function verifiedLine(run) {
  const { operations, of } = run.successVerified;
  const verdict = passes(run) ? 'PASS' : 'FAIL';
  const why =
    operations === 0 && !run.traffic ? ' (no success answer was seen: a run that verified nothing does not pass)' : '';
  return `Success verified ${operations}/${of} operations. ${verdict}${why}`;
}

function dryRunLines(run) {
  return [
    `Dry run: ${run.requests.length} requests would be sent (${run.requests.filter((r) => r.write).length} writes); nothing was sent.`,
    '',
    ...run.requests.map(
      (r) => `${r.write ? 'WRITE' : 'read '} ${r.request}${modeOf(r)}${r.body ? `\n      body: ${r.body}` : ''}`,
    ),
    '',
    ...run.skipped.map((s) => `skip  ${s.operationId} ${s.method} ${s.path}: ${s.reason}`),
  ];
}

export function formatSummary(run) {
  const lines = [
    `Contract check of ${run.backend} against ${run.contract.title} ${run.contract.version}`,
    modesLine(run),
    '',
  ];
  if (run.dryRun) return `${[...lines, ...dryRunLines(run)].join('\n')}\n`;
  const areas = areaTallies(run);
  const width = Math.max(...areas.map((a) => a.area.length), 4);
  for (const a of areas) lines.push(areaLine(a, width), ...a.results.flatMap(resultLines));
  if (run.includeWrites && run.skipped.length) {
    lines.push('', 'Writes without a flow (not sent):');
    lines.push(...run.skipped.map((s) => `  - ${s.operationId} ${s.method} ${s.path}: ${s.reason}`));
  }
  lines.push('', totalLine(run), verifiedLine(run));
  return `${lines.join('\n')}\n`;
}
