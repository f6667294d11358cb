// What every format shares: the findings grouped by severity, each headed as a backend engineer looks it up.
import { BREAKS_LABEL, SEVERITY_ORDER } from './classify.mjs';

/** @typedef {import('./classify.mjs').Finding} Finding */

export const SEVERITY_TITLE = {
  breaking: 'Breaking',
  warning: 'Warnings (the portal keeps working, with stale screens)',
  review: 'Security review (open to more callers than before)',
  info: 'Non-breaking',
};

/** @param {Finding[]} findings @returns {[string, Finding[]][]} the non-empty groups, breaking first */
export const bySeverity = (findings) =>
  SEVERITY_ORDER.map((s) => /** @type {[string, Finding[]]} */ ([s, findings.filter((f) => f.severity === s)])).filter(
    ([, group]) => group.length > 0,
  );

/** 'addCertificate POST /api/certificate/add', or the document part a change outside operations is in. */
export const operationName = (/** @type {Finding} */ f) =>
  f.operationId || f.method
    ? [f.operationId, f.method?.toUpperCase(), f.path].filter(Boolean).join(' ')
    : (f.path ?? '(document)');

/** The impact, and for a schema change the rule of the library that rated it. */
export const impactOf = (/** @type {Finding} */ f) =>
  `${BREAKS_LABEL[f.breaks]}${f.source === 'redocly' ? `, Redocly ${f.rule}` : ''}`;
