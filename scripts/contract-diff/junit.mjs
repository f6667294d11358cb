// The report as JUnit XML for CI: one testcase per finding; a breaking one is a <failure>, the others pass
// and say what they found in <system-out>.
import { xmlEscape } from '../contract-check/junit.mjs';
import { impactOf, operationName } from './report.mjs';

/** @param {Parameters<typeof import('./text.mjs').toText>[0]} diff */
export function toJUnit({ base, head, findings }) {
  const failures = findings.filter((f) => f.severity === 'breaking').length;
  const cases = findings.map((f) => {
    const open = `    <testcase classname="contract-diff.${f.severity}" name="${xmlEscape(`${operationName(f)}: ${f.rule}`)}"`;
    const detail = xmlEscape(
      [f.what, f.where && `where: ${f.where}`, `was: ${f.was ?? '(none)'}  is: ${f.is ?? '(none)'}`, `why: ${f.why}`]
        .filter(Boolean)
        .join('\n'),
    );
    const body =
      f.severity === 'breaking'
        ? `<failure type="${f.breaks}" message="${xmlEscape(`${impactOf(f)}: ${f.what}`)}">${detail}</failure>`
        : `<system-out>${xmlEscape(`${impactOf(f)} (${f.severity})`)}\n${detail}</system-out>`;
    return `${open}>\n      ${body}\n    </testcase>`;
  });
  const name = xmlEscape(`contract diff ${base} → ${head}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${name}" tests="${findings.length}" failures="${failures}" errors="0">`,
    `  <testsuite name="${name}" tests="${findings.length}" failures="${failures}" errors="0" skipped="0">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
