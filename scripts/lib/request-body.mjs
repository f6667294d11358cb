// A request's body as the backend reads it: JSON or a form, decrypted when the operation encrypts it. The mock's
// layer reads it to remember what was written; the conformance check's traffic modes to judge what was sent.
import { decryptJson } from './cipher.mjs';
import { encryptedBodyMedia } from './operations.mjs';

/**
 * The body as sent: a form as an object of strings, anything else as JSON. Throws on a body that is not JSON.
 * @param {Buffer | string} raw
 * @param {string} [type] the request's content type
 */
export function parseRequestBody(raw, type = '') {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text);
}

/** True when the operation's body travels encrypted: the JSON text of a Base64 string. */
export const isBodyEncrypted = (doc, op) => encryptedBodyMedia(doc, op).length > 0;

/**
 * The body as the backend reads it, undefined when there is none. Throws on a body that does not parse or
 * decrypt with the key.
 * @param {Buffer | string} raw
 */
export function readRequestBody(doc, op, raw, type, key) {
  if (!raw.length) return undefined;
  const value = parseRequestBody(raw, type);
  return typeof value === 'string' && isBodyEncrypted(doc, op) ? decryptJson(value, key) : value;
}
