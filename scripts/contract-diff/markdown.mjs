// The report as Markdown, for a pull-request comment: one table per severity.
import { bySeverity, impactOf, operationName, SEVERITY_TITLE } from './report.mjs';

/** A table cell: one line, its pipes escaped, code in backticks that its own backticks cannot end. */
const cell = (/** @type {string | undefined} */ text) => (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|');
const code = (/** @type {string | undefined} */ text) => (text === undefined ? '' : `\`\` ${cell(text)} \`\``);

/** @param {Parameters<typeof import('./text.mjs').toText>[0]} diff */
export function toMarkdown({ base, head, versions, findings, otherChanges, verdict }) {
  const lines = [
    '## Contract diff',
    '',
    `\`${cell(base)}\` (${cell(versions.base)}) → \`${cell(head)}\` (${cell(versions.head)})`,
    '',
    `**${verdict}**`,
    '',
  ];
  for (const [severity, group] of bySeverity(findings)) {
    lines.push(`### ${SEVERITY_TITLE[/** @type {keyof typeof SEVERITY_TITLE} */ (severity)]} (${group.length})`, '');
    lines.push('| Operation | Change | Was | Is | Why | Impact |', '| --- | --- | --- | --- | --- | --- |');
    for (const f of group) {
      const change = f.where ? `${f.what} (${f.where})` : f.what;
      lines.push(
        `| ${code(operationName(f))} | ${cell(change)} | ${code(f.was)} | ${code(f.is)} | ${cell(f.why)} | ${cell(impactOf(f))} |`,
      );
    }
    lines.push('');
  }
  if (otherChanges > 0)
    lines.push(`Redocly found ${otherChanges} more change(s) that no rule rates (descriptions, additions).`, '');
  return lines.join('\n');
}
