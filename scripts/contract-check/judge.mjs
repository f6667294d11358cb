// The one judge of the conformance check: every mode (examples, negative, signed out, as another user, write
// flows, recorded traffic, the live proxy) decides what conforms here. It reads the answer first (transport,
// Prism's word, HTTP status, the envelope and its code, type-exact) and then weighs it against what the request
// expected: a success (a valid request), a refusal of bad input, a refusal without a session, a refusal of a
// user without the permission, or either (real traffic, where a failure may be the right answer).
//
// Prism validates against the wire contract, where each 200 answer is anyOf [success envelope, Failure]: a
// number 0 where the rule is the string '0', or a success whose data has the wrong shape, may pass it. So the
// envelope is judged here again, branch by branch, and encrypted data is decrypted and validated against its
// decrypted schema (Prism only sees a Base64 string).
import { decryptJson } from '../lib/cipher.mjs';
import {
  declaredFailures,
  isDataEncrypted,
  isSuccessCode,
  sessionEndedCode,
  successCodes,
  successEnvelopeSchema,
} from '../lib/operations.mjs';
import { prismProblem, readViolations } from './prism-violations.mjs';
import { shortValue } from './schemas.mjs';
import { unnamedProperties } from './strict-fields.mjs';

const SESSION_HINT =
  'give the check a session: --cookie / --header (or CONTRACT_CHECK_COOKIE / CONTRACT_CHECK_HEADERS), or --login';

/** A business code as the contract writes it: '0' (a string), 200 (a number). */
export const formatCode = (code) =>
  typeof code === 'string' ? `'${code}'` : typeof code === 'number' ? String(code) : `${shortValue(code)}`;

const problem = (path, message) => ({ source: 'check', path, message });

// One object, so the validator compiles it once (it caches by schema object).
const FAILURE = { $ref: '#/components/schemas/Failure' };

/** The first characters of a body, on one line, for a message. */
const bodyStart = (text = '', length = 160) => {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat || '(empty body)';
};

function fromPrism(prism) {
  const violations = readViolations(prism.validation);
  switch (prism.kind) {
    case 'VIOLATIONS': {
      const notes = violations.some((v) => /media type "text\/html"/.test(v.message))
        ? [`an HTML page is often a login page or a gateway error: ${SESSION_HINT}`]
        : [];
      return { verdict: 'violates', problems: violations, notes };
    }
    case 'UNPROCESSABLE_ENTITY':
      // The request was built from the contract's own examples: the contract is at fault, not the backend.
      return {
        verdict: 'not-checked',
        problems: [problem('(request)', "Prism refused the request built from the contract's examples"), ...violations],
        notes: ['fix the example in openapi/ (npm test checks examples against their schemas)'],
      };
    case 'UPSTREAM_ERROR':
      // node-fetch names the URL it tried: without the user and password the backend URL may carry.
      return {
        verdict: 'unreachable',
        problems: [problem('(request)', String(prism.title).replace(/\/\/[^/@\s]+@/g, '//'))],
      };
    default:
      return { verdict: 'not-checked', problems: [problem('(request)', `Prism: ${prism.title}`)] };
  }
}

/**
 * What came back, before any expectation: `{ outcome: 'verdict', ... }` when the answer is judged by itself
 * (unreachable, a 5xx, not the envelope…), or the envelope's outcome: `success`, `failure` (a declared code),
 * `session-ended` (HTTP 401, a redirect or the session-ended code), `forbidden-status` (HTTP 403) or
 * `undeclared`.
 */
function readAnswer(wire, op, answer) {
  if (answer.error)
    return { outcome: 'verdict', verdict: 'unreachable', problems: [problem('(request)', answer.error)] };
  if (answer.remocked) {
    return {
      outcome: 'verdict',
      verdict: 'not-found',
      problems: [problem('(answer)', 'HTTP 501 Not Implemented from the backend')],
      notes: ['Prism answered from its mock instead; that answer was ignored'],
    };
  }
  const prism = prismProblem(answer);
  if (prism) return { outcome: 'verdict', ...fromPrism(prism) };

  const { status } = answer;
  const contentType = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
  if (status === 401 || (status >= 300 && status < 400)) return { outcome: 'session-ended', how: `HTTP ${status}` };
  if (status === 403) return { outcome: 'forbidden-status', how: 'HTTP 403' };
  if (status === 404) {
    return {
      outcome: 'verdict',
      verdict: 'not-found',
      problems: [problem('(answer)', 'HTTP 404: the backend does not serve this path')],
    };
  }
  if (status >= 500) {
    return {
      outcome: 'verdict',
      verdict: 'server-error',
      problems: [
        problem('(answer)', `HTTP ${status} ${contentType || 'without a content type'}: ${bodyStart(answer.text)}`),
      ],
      notes:
        status >= 502 && status <= 504
          ? ['a gateway answers 502-504 when the backend behind it does not; the body says which one answered']
          : [],
    };
  }
  if (status !== 200) {
    return {
      outcome: 'verdict',
      verdict: 'violates',
      problems: [
        problem(
          '(answer)',
          `HTTP ${status}: every answer is HTTP 200 with the envelope {code, msg, data} (got ${bodyStart(answer.text, 80)})`,
        ),
      ],
    };
  }

  if (!contentType.includes('json')) {
    const successTypes = Object.keys(op.responses?.['200']?.content ?? {});
    if (successTypes.includes(contentType)) return { outcome: 'file', contentType };
    const html = contentType.includes('html');
    return {
      outcome: 'verdict',
      verdict: html ? 'server-error' : 'violates',
      problems: [
        problem(
          '(answer)',
          `answered ${contentType || 'no content type'}, not the JSON envelope: ${bodyStart(answer.text, 100)}`,
        ),
      ],
      notes: html ? [`an HTML page is often a login page or a gateway error: ${SESSION_HINT}`] : [],
    };
  }

  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return {
      outcome: 'verdict',
      verdict: 'violates',
      problems: [problem('(answer)', `not JSON: ${shortValue(answer.text)}`)],
    };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('code' in body)) {
    const found =
      body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).join(', ') : shortValue(body);
    return {
      outcome: 'verdict',
      verdict: 'violates',
      problems: [problem('(answer)', `not the envelope {code, msg, data}: found ${found || 'an empty object'}`)],
    };
  }
  const { code } = body;
  if (isSuccessCode(op, code)) return { outcome: 'success', code, body };
  // Before the declared failures: an operation may name the ended session among its failure examples too.
  if (code === sessionEndedCode(wire)) return { outcome: 'session-ended', code, body, how: `code ${formatCode(code)}` };
  const failure = declaredFailures(op).find((f) => f.code === code);
  if (failure) return { outcome: 'failure', code, body, failure };
  return { outcome: 'undeclared', code, body };
}

function judgeSuccess({ wire, op, body, validator, cipherKey, strictFields }) {
  const envelope = successEnvelopeSchema(wire, op);
  if (!envelope) {
    const types = Object.keys(op.responses['200'].content).filter((t) => !t.includes('json'));
    return [problem('code', `a success of this call is a file (${types.join(', ')}), not the JSON envelope`)];
  }
  const problems = validator.validate(envelope, body);
  const unnamed = (schema, value, prefix) =>
    strictFields && !problems.length ? unnamedProperties(wire, schema, value, prefix, validator) : [];
  const dataSchema = envelope.properties?.data;
  if (!isDataEncrypted(wire, op) || !dataSchema?.['x-decrypted-schema']) {
    return [...problems, ...unnamed(envelope, body, [])];
  }
  if (body.data !== null && typeof body.data === 'object') {
    return [
      ...problems.filter((p) => p.path !== 'data'),
      problem('data', 'must travel encrypted (x-encrypted: AES-ECB/PKCS7, Base64 of the JSON), got plain JSON'),
    ];
  }
  if (typeof body.data !== 'string') return problems;
  let decrypted;
  try {
    decrypted = decryptJson(body.data, cipherKey);
  } catch (error) {
    return [
      ...problems,
      problem('data', `does not decrypt to JSON with the configured key (VITE_CIPHER_KEY): ${error.message}`),
    ];
  }
  const decryptedSchema = dataSchema['x-decrypted-schema'];
  const inData = validator.validate(decryptedSchema, decrypted, ['data (decrypted)']);
  return [...problems, ...inData, ...(inData.length ? [] : unnamed(decryptedSchema, decrypted, ['data (decrypted)']))];
}

function failureProblems({ op, body, validator }) {
  const problems = validator.validate(FAILURE, body);
  if (op['x-error-text'] === 'data' && typeof body.data !== 'string') {
    problems.push(problem('data', `must be the failure's text (x-error-text: data), got ${shortValue(body.data)}`));
  }
  return problems;
}

const failureText = (op, body) => shortValue(op['x-error-text'] === 'data' ? body.data : body.msg);

function unexpectedCode(wire, op, code) {
  const rule = successCodes(op).map(formatCode).join(' or ');
  const failures = declaredFailures(op);
  const declared = failures.length ? failures.map((f) => formatCode(f.code)).join(', ') : 'none';
  let message =
    `${formatCode(code)} is neither the success code (x-success-code ${rule}) nor a declared failure code ` +
    `(${declared}) nor the session-ended code ${formatCode(sessionEndedCode(wire))}`;
  const sameText = [...successCodes(op), ...failures.map((f) => f.code), sessionEndedCode(wire)].find(
    (c) => String(c) === String(code) && c !== code,
  );
  if (sameText !== undefined) {
    message += `; type matters: the contract says ${formatCode(sameText)} (a ${typeof sameText}), not ${formatCode(code)} (a ${typeof code})`;
  }
  return { verdict: 'unexpected-code', problems: [problem('code', message)] };
}

// What each expectation makes of an envelope outcome. `success`: a valid request must succeed (a declared
// failure proves nothing about the success answer: not verified). `any`: recorded traffic, where a declared
// failure or an ended session is a right answer too. `refusal`: invalid input must get a declared failure.
// `signed-out`: a call without a session must be answered as an ended session. `forbidden`: a call by a user
// without the operation's x-permission must be refused, by any declared failure or an ended session.
const REFUSED_BY = {
  refusal: new Set(['failure']),
  'signed-out': new Set(['session-ended']),
  forbidden: new Set(['failure', 'session-ended', 'forbidden-status']),
};

const NOT_REFUSED = {
  refusal: 'accepted a request the contract refuses (answered its success code)',
  'signed-out': 'answered success without a session',
  forbidden: 'answered success to a user without the permission',
};

function weigh(context, read, expectation) {
  const { wire, op, validator } = context;
  const { outcome, code, body } = read;
  if (outcome === 'verdict') return read;
  if (outcome === 'file') {
    if (expectation === 'success' || expectation === 'any')
      return { verdict: 'conforms', answered: 'success', notes: [`answered a file (${read.contentType})`] };
    return { verdict: 'not-refused', answered: 'success', problems: [problem('(answer)', NOT_REFUSED[expectation])] };
  }
  if (outcome === 'success') {
    if (expectation === 'success' || expectation === 'any') {
      return { verdict: 'conforms', answered: 'success', code, problems: judgeSuccess({ ...context, body }) };
    }
    return { verdict: 'not-refused', answered: 'success', code, problems: [problem('code', NOT_REFUSED[expectation])] };
  }
  if (outcome === 'undeclared') return { ...unexpectedCode(wire, op, code), code };

  const refusedBy = REFUSED_BY[expectation];
  if (refusedBy?.has(outcome)) {
    const how = outcome === 'failure' ? `the declared failure code ${formatCode(code)}` : read.how;
    return {
      verdict: 'conforms',
      answered: 'refusal',
      ...(code !== undefined && { code }),
      problems: body ? failureProblems({ op, body, validator }) : [],
      notes: [`refused with ${how}${body ? `: ${failureText(op, body)}` : ''}`],
    };
  }
  if (expectation === 'any') {
    if (outcome === 'failure') {
      return {
        verdict: 'conforms',
        answered: 'failure',
        code,
        problems: failureProblems({ op, body, validator }),
        notes: [`answered the declared failure code ${formatCode(code)} (${read.failure.names.join(', ')})`],
      };
    }
    return { verdict: 'conforms', answered: 'session-ended', ...(code !== undefined && { code }), notes: [read.how] };
  }
  if (expectation === 'success') {
    if (outcome === 'failure') {
      const notes = [
        `answered the declared failure code ${formatCode(code)} (${read.failure.names.join(', ')}): ` +
          `${failureText(op, body)}; its success answer was not seen`,
      ];
      return {
        verdict: 'not-verified',
        answered: 'failure',
        code,
        problems: failureProblems({ op, body, validator }),
        notes,
      };
    }
    const hint =
      outcome === 'forbidden-status' ? 'the user lacks the permission' : `the session ended; ${SESSION_HINT}`;
    return {
      verdict: 'not-verified',
      answered: 'refusal',
      ...(code !== undefined && { code }),
      problems: [problem('(answer)', `refused with ${read.how}: ${hint}`)],
    };
  }
  // A refusal was expected, but not this one.
  const wanted = {
    refusal: 'a declared failure code',
    'signed-out': `an ended session (HTTP 401, a redirect or code ${formatCode(sessionEndedCode(wire))})`,
  }[expectation];
  return {
    verdict: 'violates',
    answered: 'refusal',
    ...(code !== undefined && { code }),
    problems: [
      problem(body ? 'code' : '(answer)', `refused with ${read.how ?? `the code ${formatCode(code)}`}, not ${wanted}`),
    ],
    notes: expectation === 'signed-out' ? ['the portal takes the user to the login page only on an ended session'] : [],
  };
}

/**
 * @param {{ wire: Record<string, any>, entry: { op: Record<string, any> }, answer: Record<string, any>, validator: Record<string, any>, cipherKey: string,
 *   expectation?: 'success' | 'any' | 'refusal' | 'signed-out' | 'forbidden', strictFields?: boolean,
 *   maxTimeMs?: number }} input
 * @returns {{ verdict: string, code?: unknown, answered?: string, problems: import('./types').Problem[], notes: string[] }}
 */
export function judgeAnswer({ entry, answer, expectation = 'any', maxTimeMs, ...context }) {
  const { op } = entry;
  const read = readAnswer(context.wire, op, answer);
  const weighed = weigh({ ...context, op }, read, expectation);
  const problems = [...(weighed.problems ?? [])];
  // What Prism's proxy saw that the judge did not (the judge's own words are the more exact where both speak).
  if (weighed.verdict === 'conforms' && !problems.length && answer.prismViolations?.length) {
    problems.push(
      ...readViolations(
        answer.prismViolations.map((v) => ({
          ...v,
          location: v.location?.[0] === 'response' ? v.location : ['response', ...(v.location ?? [])],
        })),
      ),
    );
  }
  let verdict = weighed.verdict === 'conforms' && problems.length ? 'violates' : weighed.verdict;
  if (maxTimeMs !== undefined && answer.ms > maxTimeMs && !answer.error) {
    problems.push(problem('(answer)', `took ${answer.ms} ms, over the budget of ${maxTimeMs} ms (--max-time)`));
    if (verdict === 'conforms') verdict = 'too-slow';
  }
  return {
    verdict,
    ...(weighed.code !== undefined && { code: weighed.code }),
    ...(weighed.answered && { answered: weighed.answered }),
    problems,
    notes: weighed.notes ?? [],
  };
}
