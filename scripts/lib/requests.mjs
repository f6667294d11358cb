// Builds requests for an operation: its input from the contract's own examples (path, query, headers and
// body), and the HTTP request that carries an input, so the mock test and the conformance check send every
// operation something the contract accepts, and the check's other modes (bad input, write flows) send an input
// they changed. With a cipher key, what the operation encrypts is encrypted on the way (the input is written
// readable, as in the readable contract).
import { encryptJson } from './cipher.mjs';
import { encryptedBodyMedia, resolveRef } from './operations.mjs';

function parameterExample(doc, parameter) {
  const p = resolveRef(doc, parameter);
  if ('example' in p) return p.example;
  const schema = resolveRef(doc, p.schema) ?? {};
  if ('example' in schema) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  return undefined;
}

function serializeBody(type, value) {
  if (type === 'application/x-www-form-urlencoded') {
    if (typeof value === 'string') return value;
    return new URLSearchParams(
      Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
    ).toString();
  }
  if (type.startsWith('text/')) return typeof value === 'string' ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

function bodyExample(media) {
  if ('example' in media) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

/** The operation's parameters, its path item's first. */
export const parametersOf = (doc, { op, pathItem }) =>
  [...(pathItem?.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(doc, p));

/** The request body's first media type and its schema, or undefined. */
export function requestMedia(doc, op) {
  const body = resolveRef(doc, op.requestBody);
  if (!body?.content) return undefined;
  const [type, media] = Object.entries(body.content)[0];
  return { type, media, required: Boolean(body.required), schema: media.schema };
}

/**
 * The input the contract's examples give an operation.
 * @returns {{ path: Record<string, unknown>, query: Record<string, unknown>, headers: Record<string, unknown>,
 *   body?: unknown, missing: string[] }} `missing` names what the contract gives no example for
 */
export function exampleInput(doc, entry) {
  const input = { path: {}, query: {}, headers: {}, missing: [] };
  for (const parameter of parametersOf(doc, entry)) {
    const value = parameterExample(doc, parameter);
    if (value === undefined) {
      if (parameter.required) input.missing.push(`${parameter.in} parameter '${parameter.name}'`);
      continue;
    }
    const place = { path: input.path, query: input.query, header: input.headers }[parameter.in];
    if (place) place[parameter.name] = value;
  }
  const media = requestMedia(doc, entry.op);
  if (media) {
    const value = bodyExample(media.media);
    if (value === undefined) {
      if (media.required) input.missing.push('request body example');
    } else input.body = value;
  }
  return input;
}

/**
 * The HTTP request carrying an input. `rawBody` (a string) is sent as it is, e.g. a malformed body.
 * @param {object} doc the contract
 * @param {{ route: string, method: string, op: any }} entry the operation (an eachOperation entry of `doc`)
 * @param {Record<string, any>} input
 * @param {{ baseUrl: string, cipherKey?: string }} options with a key, encrypted bodies are encrypted
 * @returns {{ url: string, init: { method: string, headers: Record<string, string>, body?: string } }}
 */
export function httpRequest(doc, entry, input, { baseUrl, cipherKey }) {
  let pathname = entry.route;
  for (const [name, value] of Object.entries(input.path ?? {})) {
    pathname = pathname.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const headers = Object.fromEntries(Object.entries(input.headers ?? {}).map(([name, value]) => [name, String(value)]));
  const init = { method: entry.method.toUpperCase(), headers };
  const media = requestMedia(doc, entry.op);
  if (media && (input.body !== undefined || input.rawBody !== undefined)) {
    headers['content-type'] = media.type;
    if (input.rawBody !== undefined) init.body = input.rawBody;
    else {
      const encrypt = cipherKey && encryptedBodyMedia(doc, entry.op).includes(media.type);
      init.body = serializeBody(media.type, encrypt ? encryptJson(input.body, cipherKey) : input.body);
    }
  }
  const search = query.toString();
  return { url: `${baseUrl}${pathname}${search ? `?${search}` : ''}`, init };
}

/**
 * A valid request from the contract's examples, as they are written in `doc` (the wire contract's examples are
 * already encrypted).
 * @returns {{ url: string, init: RequestInit, missing: string[] }}
 */
export function buildRequest(doc, entry, baseUrl) {
  const { missing, ...input } = exampleInput(doc, entry);
  return { ...httpRequest(doc, entry, input, { baseUrl }), missing };
}
