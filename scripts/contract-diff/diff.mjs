// The whole diff of two loaded contracts: the schema changes Redocly rates, the contract's rules, the outcome.
import { conclude } from './classify.mjs';
import { rulesDiff } from './rules.mjs';
import { schemaDiff } from './schema-diff.mjs';

/**
 * The whole diff of two loaded contracts.
 * @param {{ label: string, doc: Record<string, any> }} base
 * @param {{ label: string, doc: Record<string, any> }} head
 * @param {{ failOnBreaking?: boolean }} [options]
 */
export function diffContracts(base, head, options = {}) {
  const schema = schemaDiff(base.doc, head.doc);
  const findings = [...rulesDiff(base.doc, head.doc), ...schema.findings];
  const versions = { base: base.doc.info?.version, head: head.doc.info?.version };
  const outcome = conclude(findings, versions, options);
  return { base: base.label, head: head.label, versions, findings, otherChanges: schema.otherChanges, ...outcome };
}
