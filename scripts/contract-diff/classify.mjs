// What a finding breaks, and what the whole diff amounts to: its exit status and the version rule.
//
// A finding breaks clients (the portal or another caller: a call that now fails, an answer read wrongly),
// servers (a backend built to the old contract no longer conforms), both, or nothing (info). Two findings
// break nothing by the API but ask for a person: a `warning` (the portal keeps working but shows stale screens)
// and a `review` (a call open to more users than before: a security review). Neither fails the diff.

/** @typedef {'clients' | 'servers' | 'both' | 'none'} Breaks */
/** @typedef {'breaking' | 'warning' | 'review' | 'info'} Severity */

/**
 * @typedef {object} Finding
 * @property {string} rule the rule that found it (a contract rule or Redocly's rule id)
 * @property {'contract' | 'redocly'} source
 * @property {string} [operationId]
 * @property {string} [method]
 * @property {string} [path]
 * @property {Breaks} breaks
 * @property {Severity} severity
 * @property {string} what the change, in a backend engineer's words
 * @property {string} [where] the part of the operation (a request parameter, the 200 answer…)
 * @property {string} [was]
 * @property {string} [is]
 * @property {string} why why it matters
 */

/**
 * @param {Omit<Finding, 'severity'> & { severity?: Severity }} fields a finding that breaks something is
 *   `breaking` unless it says otherwise; one that breaks nothing is `info`
 * @returns {Finding}
 */
export const finding = ({ severity, ...fields }) => ({
  ...fields,
  severity: severity ?? (fields.breaks === 'none' ? 'info' : 'breaking'),
});

/** A value short enough for one line of a report. */
export function show(value) {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

export const isBreaking = (/** @type {Finding} */ f) => f.severity === 'breaking';

/** What each class says in a report. */
export const BREAKS_LABEL = {
  clients: 'breaks clients',
  servers: 'breaks servers',
  both: 'breaks clients and servers',
  none: 'non-breaking',
};

export const SEVERITY_ORDER = ['breaking', 'warning', 'review', 'info'];

/** The major number of a version ('4.2.4' → 4), or undefined when it has none. */
export function majorOf(version) {
  const match = /^v?(\d+)\./.exec(String(version ?? ''));
  return match ? Number(match[1]) : undefined;
}

/**
 * The outcome: a breaking change fails (exit status 1) unless info.version's major number went up, which
 * acknowledges the break, a release that announces it (`--fail-on-breaking` fails it still, for a branch
 * that must never break its callers). Warnings and reviews never fail.
 * @param {Finding[]} findings
 * @param {{ base?: string, head?: string }} versions info.version of each side
 * @param {{ failOnBreaking?: boolean }} [options]
 */
export function conclude(findings, versions, { failOnBreaking = false } = {}) {
  const breaking = findings.filter(isBreaking).length;
  const [baseMajor, headMajor] = [majorOf(versions.base), majorOf(versions.head)];
  const majorBumped = baseMajor !== undefined && headMajor !== undefined && headMajor > baseMajor;
  const versionText = `info.version ${versions.base ?? '(none)'} → ${versions.head ?? '(none)'}`;
  let verdict;
  if (breaking === 0) verdict = 'No breaking change.';
  else if (!majorBumped)
    verdict = `${breaking} breaking change(s) and the major version did not go up (${versionText}): release them as a new major version, or keep the old behaviour.`;
  else
    verdict = `${breaking} breaking change(s), acknowledged by the major version bump (${versionText}).${failOnBreaking ? ' --fail-on-breaking fails them still.' : ''}`;
  const exitCode = breaking > 0 && (!majorBumped || failOnBreaking) ? 1 : 0;
  return { breaking, majorBumped, verdict, exitCode };
}
