// Builds a valid request for an operation from the contract's own examples (path, query and body), so the
// mock test and the conformance check send every operation something the contract accepts.
import { resolveRef } from './operations.mjs';

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

/**
 * @returns {{ url: string, init: RequestInit, missing: string[] }} `missing` names what the contract gives no example for.
 */
export function buildRequest(doc, { route, method, op, pathItem }, baseUrl) {
  const missing = [];
  const parameters = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(doc, p));
  let pathname = route;
  const query = new URLSearchParams();
  const headers = {};
  for (const parameter of parameters) {
    const value = parameterExample(doc, parameter);
    if (value === undefined) {
      if (parameter.required) missing.push(`${parameter.in} parameter '${parameter.name}'`);
      continue;
    }
    if (parameter.in === 'path') pathname = pathname.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query')
      query.set(parameter.name, Array.isArray(value) ? value.join(',') : String(value));
    else if (parameter.in === 'header') headers[parameter.name] = String(value);
  }
  const init = { method: method.toUpperCase(), headers };
  const body = resolveRef(doc, op.requestBody);
  if (body?.content) {
    const [type, media] = Object.entries(body.content)[0];
    const value = bodyExample(media);
    if (value === undefined) {
      if (body.required) missing.push('request body example');
    } else {
      headers['content-type'] = type;
      init.body = serializeBody(type, value);
    }
  }
  const search = query.toString();
  return { url: `${baseUrl}${pathname}${search ? `?${search}` : ''}`, init, missing };
}
