// The session the contract's `security` asks for. The wire contract Prism serves leaves the requirements out
// (Prism would enforce them), so they are read from the readable one. A run that sends no credential to
// operations that need one is told so before it starts: a real backend answers them as signed out.
import { encryptText } from '../lib/cipher.mjs';
import { eachOperation, needsSession, securityOf } from '../lib/operations.mjs';

/** How a scheme's credential travels, and the option that sends it. */
function describeScheme(doc, name) {
  const scheme = doc.components?.securitySchemes?.[name];
  if (scheme?.type === 'apiKey' && scheme.in === 'cookie')
    return { what: `cookie ${scheme.name}`, option: `--cookie "${scheme.name}=…"` };
  if (scheme?.type === 'apiKey' && scheme.in === 'header')
    return { what: `header ${scheme.name}`, option: `--header "${scheme.name}: …"` };
  return { what: `security scheme ${name}`, option: '--cookie or --header' };
}

/**
 * @param {Record<string, any>} readable the readable contract (with its security requirements)
 * @param {Record<string, any>[]} planned the eachOperation entries the check sends
 * @param {Record<string, string>} headers what --cookie and --header send (a cookie travels as `cookie`)
 * @returns {string | undefined} the warning, or undefined when no planned operation needs a session or one is sent
 */
export function sessionWarning(readable, planned, headers) {
  // Any cookie or header given is taken as the session: the contract's cookie name is inferred.
  if (Object.keys(headers).length) return undefined;
  const ids = new Set(planned.map(({ op }) => op.operationId));
  const guarded = [...eachOperation(readable)].filter(
    ({ op }) => ids.has(op.operationId) && needsSession(readable, op),
  );
  if (!guarded.length) return undefined;
  const names = [...new Set(guarded.flatMap(({ op }) => securityOf(readable, op).flatMap(Object.keys)))];
  const schemes = names.map((name) => describeScheme(readable, name));
  return (
    `${guarded.length} of the ${planned.length} operations to check need a session ` +
    `(${schemes.map((s) => s.what).join(' or ')}, the contract's security) and neither --cookie nor --header ` +
    `sends one: a backend that enforces it answers them as signed out (HTTP 401, a redirect or code '403'). ` +
    `Sign in and pass the session: ${schemes.map((s) => s.option).join(' or ')}.`
  );
}

/** The session's cookie from a login's Set-Cookie headers: `name=value` pairs, attributes left out. */
export const cookieFrom = (setCookie = []) =>
  setCookie
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('='))
    .join('; ');

/**
 * The input of the login call for `--login`: the user's name and the password from the environment, encrypted
 * as the contract says (never the example's password, which a real server may hold for a real user).
 */
export function loginInput(username, password, cipherKey) {
  if (!password) {
    throw new Error(
      '--login needs the password in CONTRACT_CHECK_PASSWORD (it is never taken from the contract or the command line)',
    );
  }
  return { path: {}, headers: {}, query: { username, password: encryptText(password, cipherKey) } };
}
