// Reads what Prism's validating proxy says about an exchange (@stoplight/prism-http-server 5.14, server.js):
//
// - The backend's answer breaks the contract (an Error-severity output violation) and --errors is set: Prism
//   drops the answer and replies HTTP 500, `application/problem+json`,
//     { type: 'https://stoplight.io/prism/errors#VIOLATIONS', title: 'Request/Response not valid', status: 500,
//       detail: '…', validation: [{ location: ['response', 'body', 'code'], severity: 'Error', code: 'enum',
//                                   message: 'Response body property code must be equal to one of …' }] }
//   `location` is where (response → body → the JSON path; or response alone for the media type), `code` the
//   Ajv keyword and `message` Ajv's text behind a prefix naming the place again.
// - The request breaks the contract: Prism does not forward it and replies 422 UNPROCESSABLE_ENTITY with the
//   same `validation` list (location ['query'], ['body', …]…).
// - Warnings (an HTTP status the contract does not list, e.g. 404 or 500) do not stop the answer: it passes
//   through, with the violations as JSON in the `sl-violations` header. The check judges such answers itself
//   (judge.mjs), so it does not read the header.
// - The upstream cannot be reached: 500 with the Node error as the problem ({ type: 'FetchError', title:
//   'request to … failed, reason: connect ECONNREFUSED …' }).
// - The upstream answers 501: Prism answers from its mock instead; only its log says so (see proxy.mjs).
import { fieldPath } from './schemas.mjs';

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

/** The problem document when the answer is Prism's own (not the backend's, which may also use problem+json). */
export function prismProblem(answer) {
  if (!/application\/problem\+json/i.test(answer.contentType ?? '')) return undefined;
  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return undefined;
  }
  const type = String(body?.type ?? '');
  if (type.startsWith(PRISM_ERRORS)) return { ...body, kind: type.slice(PRISM_ERRORS.length) };
  // Errors thrown while forwarding keep the Node error's name as the type.
  if (type === 'FetchError' || type === 'AbortError') return { ...body, kind: 'UPSTREAM_ERROR' };
  return undefined;
}

/**
 * One of Prism's violations as { source: 'prism', path, message, severity }: `path` is the field
 * (data.list[0].port, or "(answer)" for the body as a whole), `message` what was expected, without Prism's prefix.
 */
export function readViolation(violation) {
  const location = (violation.location ?? []).map(String);
  // Violations in a 422 carry no side: they are the request's.
  const side = location[0] === 'response' || location[0] === 'request' ? location.shift() : 'request';
  const [part, ...rest] = location;
  let message = String(violation.message ?? '');
  let path = part === undefined ? (side === 'response' ? '(answer)' : '(request)') : location.join('.');
  if (part === 'body') {
    path = fieldPath(rest) || (side === 'response' ? '(answer)' : '(request body)');
    const prefix = `${side === 'request' ? 'Request' : 'Response'} body ${rest.length ? `property ${rest.join('.')} ` : ''}`;
    if (message.startsWith(prefix)) message = message.slice(prefix.length);
  }
  // In this contract every JSON answer is anyOf [success envelope, Failure]: say it in those words.
  if (violation.code === 'anyOf' && side === 'response' && part === 'body' && rest.length === 0) {
    message = 'matches neither the success envelope nor Failure (the anyOf of the 200 answer)';
  }
  return { source: 'prism', path, message, severity: String(violation.severity ?? 'Error') };
}

/** Prism's violations, readable and without the repeats an anyOf produces (one per branch). */
export function readViolations(list) {
  const seen = new Set();
  return (Array.isArray(list) ? list : []).map(readViolation).filter((v) => {
    const key = `${v.path}\u0000${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
