// The run as JUnit XML for CI: one testsuite per area, one testcase per operation. A backend that breaks the
// contract is a <failure>; a backend the check could not judge (unreachable, not checked) is an <error>;
// a write left out is <skipped>.
import { areaTallies, fails } from './tally.mjs';

// Characters XML 1.0 cannot hold (control characters, lone surrogates) are dropped from messages.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

export const xmlEscape = (text) =>
  String(text)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const seconds = (ms) => (ms / 1000).toFixed(3);
const ERRORS = new Set(['unreachable', 'not-checked']);

function testcase(r, area) {
  const open = `    <testcase classname="contract.${xmlEscape(area)}" name="${xmlEscape(`${r.operationId} ${r.method} ${r.path}`)}" time="${seconds(r.ms ?? 0)}"`;
  if (r.verdict === 'skipped') return `${open}>\n      <skipped message="${xmlEscape(r.reason)}"/>\n    </testcase>`;
  if (!fails(r)) return `${open}/>`;
  const tag = ERRORS.has(r.verdict) ? 'error' : 'failure';
  const lines = [...r.problems.map((p) => `${p.path}: ${p.message}${p.source === 'prism' ? ' [Prism]' : ''}`)];
  lines.push(...r.notes.map((n) => `note: ${n}`));
  const message = `${r.verdict}: ${lines[0] ?? ''}`;
  return [
    `${open}>`,
    `      <${tag} type="${r.verdict}" message="${xmlEscape(message)}">${xmlEscape(lines.join('\n'))}</${tag}>`,
    '    </testcase>',
  ].join('\n');
}

export function toJUnit(run) {
  const areas = areaTallies(run);
  const count = (a, verdicts) => a.results.filter((r) => fails(r) && verdicts(r.verdict)).length;
  const suites = areas.map((a) => {
    const failures = count(a, (v) => !ERRORS.has(v));
    const errors = count(a, (v) => ERRORS.has(v));
    const time = seconds(a.results.reduce((sum, r) => sum + (r.ms ?? 0), 0));
    const cases = [...a.results, ...a.skippedOps].map((r) => testcase(r, a.area));
    return [
      `  <testsuite name="${xmlEscape(a.area)}" tests="${a.checked + a.skipped}" failures="${failures}" errors="${errors}" skipped="${a.skipped}" time="${time}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  const all = run.results.length + run.skipped.length;
  const failures = run.results.filter((r) => fails(r) && !ERRORS.has(r.verdict)).length;
  const errors = run.results.filter((r) => ERRORS.has(r.verdict)).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(`contract check of ${run.backend}`)}" tests="${all}" failures="${failures}" errors="${errors}" skipped="${run.skipped.length}" time="${seconds(run.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
