// Judges one answer that came back through Prism's proxy. Prism validates against the wire contract, where
// every 200 answer is anyOf [success envelope, Failure] and Failure accepts any string or integer code with any
// data: a number 0 where the rule is the string '0', or a success whose data has the wrong shape, passes it.
// So the envelope is judged here again, branch by branch, and encrypted data is decrypted and validated
// against its decrypted schema (Prism only sees a Base64 string).
import { decryptJson } from '../lib/cipher.mjs';
import {
  isDataEncrypted,
  isSuccessCode,
  jsonResponse,
  successCodes,
  successEnvelopeSchema,
} from '../lib/operations.mjs';
import { prismProblem, readViolations } from './prism-violations.mjs';
import { shortValue } from './schemas.mjs';

const SESSION_HINT =
  'give the check a session: --cookie / --header (or CONTRACT_CHECK_COOKIE / CONTRACT_CHECK_HEADERS)';

/** A business code as the contract writes it: '0' (a string), 200 (a number). */
export const formatCode = (code) =>
  typeof code === 'string' ? `'${code}'` : typeof code === 'number' ? String(code) : `${shortValue(code)}`;

const problem = (path, message) => ({ source: 'check', path, message });

// One object, so the validator compiles it once (it caches by schema object).
const FAILURE = { $ref: '#/components/schemas/Failure' };

/** The codes of the operation's named failure examples, with the names that use each (type-exact). */
export function declaredFailures(op) {
  const failures = [];
  for (const [name, example] of Object.entries(jsonResponse(op)?.examples ?? {})) {
    const code = example?.value?.code;
    if (code === undefined || isSuccessCode(op, code)) continue;
    const known = failures.find((f) => f.code === code);
    if (known) known.names.push(name);
    else failures.push({ code, names: [name] });
  }
  return failures;
}

function judgeProblemFromPrism(prism) {
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
        notes: [],
      };
    default:
      return { verdict: 'not-checked', problems: [problem('(request)', `Prism: ${prism.title}`)], notes: [] };
  }
}

function judgeHttpStatus(status) {
  if (status === 404) {
    return { verdict: 'not-found', problems: [problem('(answer)', 'HTTP 404: the backend does not serve this path')] };
  }
  if (status >= 502 && status <= 504) {
    return {
      verdict: 'unreachable',
      problems: [problem('(answer)', `HTTP ${status}: a gateway in front of the backend got no answer from it`)],
    };
  }
  const hint = status === 401 || status === 403 ? `; ${SESSION_HINT}` : '';
  return {
    verdict: 'violates',
    problems: [
      problem('(answer)', `HTTP ${status}: every answer is HTTP 200 with the envelope {code, msg, data}${hint}`),
    ],
  };
}

function judgeSuccess({ wire, op, body, validator, cipherKey }) {
  const envelope = successEnvelopeSchema(wire, op);
  if (!envelope) {
    const types = Object.keys(op.responses['200'].content).filter((t) => !t.includes('json'));
    return [problem('code', `a success of this call is a file (${types.join(', ')}), not the JSON envelope`)];
  }
  const problems = validator.validate(envelope, body);
  const dataSchema = envelope.properties?.data;
  if (!isDataEncrypted(wire, op) || !dataSchema?.['x-decrypted-schema']) return problems;
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
  return [...problems, ...validator.validate(dataSchema['x-decrypted-schema'], decrypted, ['data (decrypted)'])];
}

function judgeFailure({ op, body, validator, failure }) {
  const problems = validator.validate(FAILURE, body);
  if (op['x-error-text'] === 'data' && typeof body.data !== 'string') {
    problems.push(problem('data', `must be the failure's text (x-error-text: data), got ${shortValue(body.data)}`));
  }
  const text = op['x-error-text'] === 'data' ? body.data : body.msg;
  const note =
    `answered the declared failure code ${formatCode(failure.code)} (${failure.names.join(', ')}): ` +
    `${shortValue(text)}; its success answer was not checked`;
  return { problems, note };
}

function unexpectedCode(op, code) {
  const rule = successCodes(op).map(formatCode).join(' or ');
  const failures = declaredFailures(op);
  const declared = failures.length ? failures.map((f) => formatCode(f.code)).join(', ') : 'none';
  let message = `${formatCode(code)} is neither the success code (x-success-code ${rule}) nor a declared failure code (${declared})`;
  const sameText = [...successCodes(op), ...failures.map((f) => f.code)].find(
    (c) => String(c) === String(code) && c !== code,
  );
  if (sameText !== undefined) {
    message += `; type matters: the contract says ${formatCode(sameText)} (a ${typeof sameText}), not ${formatCode(code)} (a ${typeof code})`;
  }
  if (code === '403') message += `; '403' means the session ended: ${SESSION_HINT}`;
  return { verdict: 'unexpected-code', problems: [problem('code', message)] };
}

/**
 * @param {{ wire: object, entry: { op: object }, answer: object, validator: object, cipherKey: string }} input
 * @returns {{ verdict: string, code?: unknown, problems: object[], notes: string[] }}
 */
export function judgeAnswer({ wire, entry, answer, validator, cipherKey }) {
  const { op } = entry;
  const done = ({ verdict, problems = [], notes = [], code, answered }) => ({
    verdict: verdict === 'conforms' && problems.length ? 'violates' : verdict,
    ...(code !== undefined && { code }),
    ...(answered && { answered }),
    problems,
    notes,
  });

  if (answer.error) return done({ verdict: 'unreachable', problems: [problem('(request)', answer.error)] });
  if (answer.remocked) {
    return done({
      verdict: 'not-found',
      problems: [problem('(answer)', 'HTTP 501 Not Implemented from the backend')],
      notes: ['Prism answered from its mock instead; that answer was ignored'],
    });
  }
  const prism = prismProblem(answer);
  if (prism) return done(judgeProblemFromPrism(prism));

  // With --errors an error-severity violation replaces the answer, so one that passed through carries only
  // warnings (in the sl-violations header), e.g. "Unable to match the returned status code": judged here.
  if (answer.status !== 200) return done(judgeHttpStatus(answer.status));

  const successTypes = Object.keys(op.responses?.['200']?.content ?? {});
  const contentType = answer.contentType.split(';')[0].trim().toLowerCase();
  if (!contentType.includes('json')) {
    if (successTypes.includes(contentType)) {
      return done({
        verdict: 'conforms',
        answered: 'success',
        notes: [`answered a file (${contentType})`],
      });
    }
    return done({
      verdict: 'violates',
      problems: [problem('(answer)', `answered ${contentType || 'no content type'}, not the JSON envelope`)],
    });
  }

  let body;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return done({ verdict: 'violates', problems: [problem('(answer)', `not JSON: ${shortValue(answer.text)}`)] });
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('code' in body)) {
    const found =
      body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).join(', ') : shortValue(body);
    return done({
      verdict: 'violates',
      problems: [problem('(answer)', `not the envelope {code, msg, data}: found ${found || 'an empty object'}`)],
    });
  }

  const { code } = body;
  if (isSuccessCode(op, code)) {
    const problems = judgeSuccess({ wire, op, body, validator, cipherKey });
    return done({ verdict: 'conforms', code, answered: 'success', problems });
  }
  const failure = declaredFailures(op).find((f) => f.code === code);
  if (failure) {
    const { problems, note } = judgeFailure({ op, body, validator, failure });
    return done({ verdict: 'conforms', code, answered: 'failure', problems, notes: [note] });
  }
  return done({ ...unexpectedCode(op, code), code });
}
