// The report as text, for a terminal and a CI log.
import { bySeverity, impactOf, operationName, SEVERITY_TITLE } from './report.mjs';

/**
 * @param {{ base: string, head: string, versions: { base?: string, head?: string },
 *   findings: import('./classify.mjs').Finding[], otherChanges: number, verdict: string }} diff
 */
export function toText({ base, head, versions, findings, otherChanges, verdict }) {
  const lines = [
    `Contract diff: ${base} (info.version ${versions.base}) → ${head} (info.version ${versions.head})`,
    '',
  ];
  if (findings.length === 0) lines.push('No change to an operation or a schema.', '');
  for (const [severity, group] of bySeverity(findings)) {
    lines.push(`${SEVERITY_TITLE[/** @type {keyof typeof SEVERITY_TITLE} */ (severity)]}: ${group.length}`);
    for (const f of group) {
      lines.push(`  - ${operationName(f)} [${impactOf(f)}]`, `    ${f.what}`);
      if (f.where) lines.push(`    where: ${f.where}`);
      if (f.was !== undefined || f.is !== undefined)
        lines.push(`    was: ${f.was ?? '(none)'}  is: ${f.is ?? '(none)'}`);
      lines.push(`    why: ${f.why}`);
    }
    lines.push('');
  }
  if (otherChanges > 0)
    lines.push(`Redocly found ${otherChanges} more change(s) that no rule rates (descriptions, additions).`);
  lines.push(verdict);
  return `${lines.join('\n')}\n`;
}
