// The mock's users and sessions. A login names one of the login call's examples by its name or by the username
// it answers (`customer` or `xinghe_ops`, `superadmin` or `admin`, `subAccount`…), in every build and test
// that talks to the mock; a successful login opens a session (the cookie the contract's security names) that
// the automatic login reads back and the logout ends.
//
// With --strict the mock behaves as the reference backend the conformance check is tried against: a call that
// needs a session is answered as an ended session without one (x-session-ended-code), a call whose
// x-permission the session's user lacks is refused, an unknown user cannot sign in, and a request the contract
// refuses gets the operation's declared failure envelope (HTTP 200) instead of Prism's HTTP 422.
import { randomBytes } from 'node:crypto';
import { mayCall } from '../../src/lib/permission-grant.js';
import { createValidator } from '../contract-check/schemas.mjs';
import {
  encryptedBodyMedia,
  isSuccessCode,
  jsonResponse,
  needsSession,
  resolveRef,
  sessionEndedCode,
} from '../lib/operations.mjs';
import { failureExamples } from './failures.mjs';

const COOKIE = 'JSESSIONID';

function cookieValue(header = '', name = COOKIE) {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The login example a typed username names: by the example's name or the username its answer holds. */
function loginExampleFor(op, username = '') {
  const wanted = username.toLowerCase();
  const examples = Object.entries(jsonResponse(op)?.examples ?? {}).filter(([, ex]) =>
    isSuccessCode(op, ex.value?.code),
  );
  const found = examples.find(
    ([name, ex]) => name.toLowerCase() === wanted || String(ex.value?.data?.username ?? '').toLowerCase() === wanted,
  );
  return found?.[0];
}

/** An envelope with a text of ours where the operation reads its error text (x-error-text). */
const withText = (op, envelope, text) =>
  op['x-error-text'] === 'data' ? { ...envelope, msg: '', data: text } : { ...envelope, msg: text };

/** The operation's first declared failure, with a text of ours. */
function failureEnvelope(op, text) {
  const [name] = failureExamples(op);
  return withText(op, name ? jsonResponse(op).examples[name].value : { code: '500', msg: '', data: null }, text);
}

/**
 * @param {object} doc the readable contract
 * @param {{ strict?: boolean }} options
 */
export function createSessions(doc, { strict = false } = {}) {
  const open = new Map(); // session id → the user info the login answered
  const validator = createValidator(doc);

  const sessionOf = (request) => {
    const id = cookieValue(request.headers.cookie);
    return id && open.has(id) ? { id, user: open.get(id) } : undefined;
  };

  return {
    /** The user signed in by the request's session cookie, if any. */
    userOf: (request) => sessionOf(request)?.user,
    /**
     * Before Prism answers: picks the login's example for the typed username, and with --strict answers a call
     * without a session or the permission itself.
     * @returns {object | undefined} the envelope to answer instead of asking Prism
     */
    before({ op, request, url, prefer }) {
      const id = op.operationId;
      if (id === 'login' && !prefer.example) {
        const example = loginExampleFor(op, url.searchParams.get('username') ?? '');
        if (example) prefer.example = example;
        else if (strict) prefer.example = failureExamples(op)[0];
        return undefined;
      }
      if (prefer.example) return undefined;
      const session = sessionOf(request);
      // A session cookie the mock does not know (ended by a logout) finds no session; without any cookie the
      // lenient mock keeps Prism's first example, so a developer lands signed in.
      if (id === 'autoLogin' && !session && (strict || cookieValue(request.headers.cookie)))
        prefer.example = failureExamples(op)[0];
      if (!strict || !needsSession(doc, op)) return undefined;
      const ended = { code: sessionEndedCode(doc), msg: '', data: null };
      if (!session) return withText(op, ended, '登录已失效，请重新登录');
      if (!mayCall(session.user.permissionList ?? [], op['x-permission'])) return withText(op, ended, '没有权限');
      return undefined;
    },

    /**
     * With --strict, an encrypted body that does not decrypt or whose decrypted value breaks the request schema:
     * Prism sees only the Base64 text.
     * @param {() => unknown} decrypt the readable body (throws when it does not decrypt)
     */
    refuseEncryptedBody(op, decrypt) {
      if (!strict || !encryptedBodyMedia(doc, op).length) return undefined;
      let body;
      try {
        body = decrypt();
      } catch (error) {
        return failureEnvelope(op, `请求体无法解密（${error.message}）`);
      }
      const schema = resolveRef(doc, op.requestBody)?.content?.[encryptedBodyMedia(doc, op)[0]]?.schema;
      const [first] = schema ? validator.validate(schema, body) : [];
      return first ? failureEnvelope(op, `请求参数不符合接口约定（${first.path}: ${first.message}）`) : undefined;
    },

    /** With --strict, Prism's refusal of a request (HTTP 422, 400 for a body that is not JSON) as the operation's declared failure. */
    refuse(op, problem) {
      if (!strict) return undefined;
      const first = problem?.validation?.[0];
      const where = first
        ? `${(first.location ?? []).join('.')}: ${first.message}`
        : (problem?.detail ?? problem?.error?.message ?? '');
      return failureEnvelope(op, `请求参数不符合接口约定（${where}）`);
    },

    /**
     * After Prism answered: a login opens a session, the automatic login answers the session's user, a logout
     * ends it.
     * @returns {{ envelope: object, setCookie?: string }}
     */
    after({ op, request, envelope }) {
      if (!isSuccessCode(op, envelope?.code)) return { envelope };
      const session = sessionOf(request);
      if (op.operationId === 'login') {
        const sessionId = randomBytes(12).toString('hex');
        open.set(sessionId, envelope.data);
        return { envelope, setCookie: `${COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax` };
      }
      if (op.operationId === 'autoLogin' && session) return { envelope: { ...envelope, data: session.user } };
      if (op.operationId === 'logout' && session) {
        open.delete(session.id);
        return { envelope, setCookie: `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
      }
      return { envelope };
    },
  };
}
