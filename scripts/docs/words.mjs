// How the API reference writes a contract value, shared by the rules table (markdown) and the static index of
// operations (HTML). `mark` wraps a name taken from the contract: backticks in markdown, an escaped <code> in HTML.
import { declaredFailures, encryptedBodyMedia, isDataEncrypted, resolveRef } from '../lib/operations.mjs';

/** A business code as the server must send it: '0' with its quotes (a string), 200 without (a number). */
export const writtenCode = (code) => (typeof code === 'string' ? `'${code}'` : JSON.stringify(code));

/** The type a business code is compared by: '0' and 0 are different codes to the portal. */
export const codeType = (code) => (typeof code === 'string' ? 'a string' : 'a number');

/** What travels encrypted in a call: its parameters, its request body, `data` of its success answer. */
export function encryptedParts(doc, op, mark) {
  const parts = (op.parameters ?? [])
    .map((p) => resolveRef(doc, p))
    .filter((p) => p['x-encrypted'])
    .map((p) => `${p.in} parameter ${mark(p.name)}`);
  if (encryptedBodyMedia(doc, op).length) parts.push('the request body');
  if (isDataEncrypted(doc, op)) parts.push(`${mark('data')} of the success answer`);
  return parts;
}

/**
 * The failure codes a call may answer: those of its named failure examples, each with the names that use it,
 * and, for a call that needs the session, the session-ended code (once, beside a failure example of that code).
 */
export function failureCodes(op, endedCode) {
  const failures = declaredFailures(op).map(({ code, names }) => ({ code, names, sessionEnded: false }));
  if (endedCode === undefined) return failures;
  const same = failures.find((f) => f.code === endedCode);
  if (same) same.sessionEnded = true;
  else failures.push({ code: endedCode, names: [], sessionEnded: true });
  return failures;
}
