// Judges one exchange of real traffic, recorded (HAR) or passing the live proxy: the request's body against
// the operation's request schema, the answer with the check's judge (no Prism: the answer is the backend's own).
// Real traffic may rightly answer a declared failure or an ended session, so the answer is judged as such.
import { decryptJson } from '../../lib/cipher.mjs';
import { resolveRef } from '../../lib/operations.mjs';
import { parseRequestBody } from '../../lib/request-body.mjs';
import { describeOperation } from '../describe.mjs';
import { judgeAnswer } from '../judge.mjs';
import { shortValue } from '../schemas.mjs';
import { keptExchange } from '../keep.mjs';

const problem = (path, message) => ({ source: 'check', path, message });

const BODY = 'request body';

/** What is wrong with the request's body by the contract (the wire contract: encrypted bodies are Base64). */
export function requestBodyProblems({ wire, op, request, validator, cipherKey }) {
  const declared = resolveRef(wire, op.requestBody);
  if (!declared?.content) return [];
  if (!request.body) return declared.required ? [problem(BODY, 'required by the contract, none was sent')] : [];
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const media = declared.content[type];
  if (!media) {
    const types = Object.keys(declared.content).join(', ');
    return [problem(BODY, `sent as ${type || 'no content type'}; the contract takes ${types}`)];
  }
  let value;
  try {
    value = parseRequestBody(request.body, type);
  } catch {
    return [problem(BODY, `not JSON: ${shortValue(request.body)}`)];
  }
  const decryptedSchema = media.schema?.['x-decrypted-schema'];
  if (!decryptedSchema) return validator.validate(media.schema, value, [BODY]);
  if (typeof value !== 'string') {
    return [problem(BODY, 'must travel encrypted (x-encrypted: AES-ECB/PKCS7, Base64 of the JSON), got plain JSON')];
  }
  try {
    return validator.validate(decryptedSchema, decryptJson(value, cipherKey), [`${BODY} (decrypted)`]);
  } catch (error) {
    return [problem(BODY, `does not decrypt to JSON with the configured key (VITE_CIPHER_KEY): ${error.message}`)];
  }
}

/**
 * @param {{ wire: Record<string, any>, entry: import('../types').OperationEntry, validator: Record<string, any>, cipherKey: string,
 *   request: { method: string, url: string, headers: Record<string, string>, body?: string },
 *   answer: { status?: number, contentType?: string, text?: string, ms: number, error?: string } }} input
 *   request headers with lower-case names; `answer.text` undefined when the recording holds no body
 * @returns {Record<string, any>} a result of the run's shape, with the exchange kept (request, response, curl)
 */
export function judgeExchange({ wire, entry, validator, cipherKey, request, answer }) {
  const onRequest = requestBodyProblems({ wire, op: entry.op, request, validator, cipherKey });
  const judged =
    answer.text === undefined && !answer.error
      ? {
          verdict: 'not-checked',
          problems: [problem('(answer)', 'the recording holds no body for this answer')],
          notes: ['save the HAR with its content (Chrome: "Save all as HAR with content")'],
        }
      : judgeAnswer({ wire, entry, answer, validator, cipherKey, expectation: 'any' });
  const verdict = judged.verdict === 'conforms' && onRequest.length ? 'violates' : judged.verdict;
  return {
    ...describeOperation(entry),
    ...(answer.status !== undefined && { status: answer.status }),
    ...judged,
    verdict,
    problems: [...onRequest, ...judged.problems],
    notes: onRequest.length ? [...judged.notes, 'the request breaks the contract: the client sent it'] : judged.notes,
    ms: answer.ms ?? 0,
    ...keptExchange(request, answer),
  };
}

/** An API call whose method and path no operation has. */
export function notInContract({ request, answer, pathname }) {
  return {
    operationId: '(none)',
    area: 'not in the contract',
    method: request.method.toUpperCase(),
    path: pathname,
    ...(answer.status !== undefined && { status: answer.status }),
    verdict: 'not-in-contract',
    problems: [
      problem('(request)', `${request.method.toUpperCase()} ${pathname} matches no operation of the contract`),
    ],
    notes: [],
    ms: answer.ms ?? 0,
    ...keptExchange(request, answer),
  };
}
