// The wire version of the contract: what actually travels. Encrypted request bodies and `data` become
// Base64 strings (the decrypted schema is kept in x-decrypted-schema for the conformance check) and their
// examples are encrypted with the configured key, so Prism serves and accepts exactly what the backend does.
// The security requirements are left out: Prism enforces them (401 without the session cookie), and neither the
// portal against the mock nor the conformance check's proxy holds a session of the mock's. The readable contract
// keeps them.
//
// The mock's versions (toMockWire) encrypt the requests only: Prism produces readable answers, and the mock's
// layer (scripts/mock/) encrypts `data` on the way out, so random and remembered data travel encrypted too.
import { encryptJson } from './cipher.mjs';
import {
  eachOperation,
  encryptedBodyMedia,
  isDataEncrypted,
  isSuccessCode,
  jsonResponse,
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

export function toWire(readable, key) {
  if (!key) throw new Error('VITE_CIPHER_KEY is not configured (.env)');
  const doc = structuredClone(readable);
  delete doc.security;
  for (const { op } of eachOperation(doc)) {
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
