// The wire version of the contract: what actually travels. Encrypted request bodies and `data` become
// Base64 strings (the decrypted schema is kept in x-decrypted-schema for the conformance check) and their
// examples are encrypted with the configured key, so Prism serves and accepts exactly what the backend does.
// The security requirements are left out: Prism enforces them (401 without the session cookie), and neither the
// portal against the mock nor the conformance check's proxy holds a session of the mock's. The readable contract
// keeps them.
//
// Each operation's failure branch accepts its declared codes only (those of its named failure examples, plus the
// session-ended '403' where it needs a session): the shared Failure takes any code, so a generic validator
// (Prism's proxy, Redocly's drift) would pass a code the operation never declares, or a 0 where the rule is '0'.
//
// The mock's versions (toMockWire) encrypt the requests only: Prism produces readable answers, and the mock's
// layer (scripts/mock/) encrypts `data` on the way out, so random and remembered data travel encrypted too.
import { encryptJson } from './cipher.mjs';
import {
  declaredFailures,
  eachOperation,
  encryptedBodyMedia,
  isDataEncrypted,
  isFailureBranch,
  isSuccessCode,
  jsonResponse,
  needsSession,
  sessionEndedCode,
  successEnvelopeSchema,
} from './operations.mjs';

const encryptedString = (decrypted, what) => ({
  type: 'string',
  description: `${what}: AES-ECB/PKCS7 encrypted JSON (Base64) with the configured key.`,
  'x-encrypted': true,
  'x-decrypted-schema': decrypted,
});

function encryptRequestBodies(doc, op, key) {
  for (const type of encryptedBodyMedia(doc, op)) {
    const body = op.requestBody.content ? op.requestBody : undefined;
    if (!body) throw new Error(`${op.operationId}: an encrypted request body must be written inline`);
    const media = body.content[type];
    media.schema = encryptedString(media.schema, 'Request body');
    if ('example' in media) media.example = encryptJson(media.example, key);
    for (const example of Object.values(media.examples ?? {})) example.value = encryptJson(example.value, key);
  }
}

function encryptAnswers(doc, op, key) {
  if (!isDataEncrypted(doc, op)) return;
  const envelope = successEnvelopeSchema(doc, op);
  if (!envelope.properties) throw new Error(`${op.operationId}: an encrypted data envelope must be written inline`);
  envelope.properties.data = encryptedString(envelope.properties.data, 'data');
  for (const example of Object.values(jsonResponse(op).examples ?? {})) {
    const value = example.value;
    if (value && isSuccessCode(op, value.code) && value.data != null) value.data = encryptJson(value.data, key);
  }
}

/** Narrows the 200 answer's Failure branch to the operation's declared codes (enum is type-exact: 0 is not '0'). */
function declareFailureCodes(op, sessionEnded) {
  const media = jsonResponse(op);
  if (!media?.schema) return;
  const codes = declaredFailures(op).map((failure) => failure.code);
  if (sessionEnded !== undefined && !codes.includes(sessionEnded)) codes.push(sessionEnded);
  const declared = (branch) =>
    isFailureBranch(branch) ? { allOf: [branch, { properties: { code: { enum: codes } } }] } : branch;
  const { schema } = media;
  const key = schema.anyOf ? 'anyOf' : schema.oneOf ? 'oneOf' : undefined;
  if (!key) media.schema = codes.length ? declared(schema) : schema;
  // No declared failure: the answer is the success envelope alone (an empty enum is not a schema).
  else if (!codes.length) media.schema = { ...schema, [key]: schema[key].filter((b) => !isFailureBranch(b)) };
  else media.schema = { ...schema, [key]: schema[key].map(declared) };
}

export function toWire(readable, key) {
  if (!key) throw new Error('VITE_CIPHER_KEY is not configured (.env)');
  const doc = structuredClone(readable);
  delete doc.security;
  for (const { op } of eachOperation(doc)) {
    // Read before the security requirements go: they decide whether the session-ended code is declared.
    declareFailureCodes(op, needsSession(readable, op) ? sessionEndedCode(readable) : undefined);
    delete op.security;
    encryptRequestBodies(doc, op, key);
    encryptAnswers(doc, op, key);
  }
  return doc;
}

/**
 * What the mock's Prism serves: requests as on the wire, answers readable (the layer encrypts them).
 * `dynamic`: the HTTP 200 answer is the success envelope alone, so Prism's random data is always a success with
 * the operation's success code (typed by its code schema); failures stay reachable by their named examples.
 */
export function toMockWire(readable, key, { dynamic = false } = {}) {
  if (!key) throw new Error('VITE_CIPHER_KEY is not configured (.env)');
  const doc = structuredClone(readable);
  delete doc.security;
  for (const { op } of eachOperation(doc)) {
    delete op.security;
    encryptRequestBodies(doc, op, key);
    const media = jsonResponse(op);
    const success = successEnvelopeSchema(doc, op);
    if (dynamic && media && success) media.schema = success;
  }
  return doc;
}
