// The readable summary printed after a run: per area (the operation's tag) how many operations were checked,
// conform and do not, then each problem with the operation, its method and path, and what to change.
import { areaTallies, fails, totals } from './tally.mjs';

const LABELS = {
  violates: 'violates the contract',
  'unexpected-code': 'answers an unexpected code',
  'not-found': 'not found',
  unreachable: 'unreachable',
  'not-checked': 'not checked',
};

const problemLine = (p) => `${p.path}: ${p.message}${p.source === 'prism' ? ' [Prism]' : ''}`;

function areaLine(a, width) {
  const counts = [`${String(a.checked).padStart(3)} checked`];
  if (a.checked) counts.push(`${String(a.conforming).padStart(3)} conforming`);
  if (a.violating) counts.push(`${a.violating} violating`);
  const skipped = a.skipped ? `  (${a.skipped} write${a.skipped > 1 ? 's' : ''} skipped)` : '';
  return `${a.area.padEnd(width)} ${counts.join(', ')}${skipped}`;
}

function operationLines(r) {
  const head = `${r.operationId} ${r.method} ${r.path}`;
  if (!fails(r)) return r.answered === 'failure' ? [`  · ${head}: ${r.notes.join('; ')}`] : [];
  return [
    `  ✗ ${head}: ${LABELS[r.verdict] ?? r.verdict}`,
    ...r.problems.map((p) => `      ${problemLine(p)}`),
    ...r.notes.map((n) => `      note: ${n}`),
  ];
}

// The verdicts of operations that fail, in the order the total names them, with a plural for the total.
const PLURALS = {
  violates: 'violate the contract',
  'unexpected-code': 'answer an unexpected code',
  'not-found': 'not found',
  unreachable: 'unreachable',
  'not-checked': 'not checked',
};

function totalLine(run) {
  const t = totals(run);
  const failing = Object.keys(PLURALS)
    .filter((verdict) => t.byVerdict[verdict])
    .map((verdict) => `${t.byVerdict[verdict]} ${t.byVerdict[verdict] === 1 ? LABELS[verdict] : PLURALS[verdict]}`);
  const answered = t.answeredFailure
    ? ` (${t.answeredFailure} answered a declared failure: success answer not checked)`
    : '';
  const seconds = (run.durationMs / 1000).toFixed(1);
  return (
    `${t.checked} checked in ${seconds} s: ${t.conforming} conforming${answered}` +
    `${failing.length ? `; ${t.violating} not: ${failing.join(', ')}` : ''}.`
  );
}

export function formatSummary(run) {
  const areas = areaTallies(run);
  const width = Math.max(...areas.map((a) => a.area.length), 4);
  const skipped = run.skipped.length;
  const lines = [
    `Contract check of ${run.backend} against ${run.contract.title} ${run.contract.version}`,
    run.includeWrites
      ? 'Reads and writes.'
      : skipped
        ? `Reads only: ${skipped} write${skipped === 1 ? '' : 's'} skipped (--include-writes sends them).`
        : 'Reads only.',
    '',
  ];
  for (const a of areas) lines.push(areaLine(a, width), ...a.results.flatMap(operationLines));
  lines.push('', totalLine(run));
  return `${lines.join('\n')}\n`;
}
