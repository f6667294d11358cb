// The wire version of the contract: what actually travels. Encrypted request bodies and `data` become
// Base64 strings (the decrypted schema is kept in x-decrypted-schema for the conformance check) and their
// examples are encrypted with the configured key, so Prism serves and accepts exactly what the backend does.
// The security requirements are left out: Prism enforces them (401 without the session cookie), and neither the
// portal against the mock nor the conformance check's proxy holds a session of the mock's. The readable contract
// keeps them.
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

export function toWire(readable, key) {
  if (!key) throw new Error('VITE_CIPHER_KEY is not configured (.env)');
  const doc = structuredClone(readable);
  delete doc.security;
  for (const { op } of eachOperation(doc)) {
    delete op.security;
    for (const type of encryptedBodyMedia(doc, op)) {
      const body = op.requestBody.content ? op.requestBody : undefined;
      if (!body) throw new Error(`${op.operationId}: an encrypted request body must be written inline`);
      const media = body.content[type];
      media.schema = encryptedString(media.schema, 'Request body');
      if ('example' in media) media.example = encryptJson(media.example, key);
      for (const example of Object.values(media.examples ?? {})) example.value = encryptJson(example.value, key);
    }
    if (isDataEncrypted(doc, op)) {
      const envelope = successEnvelopeSchema(doc, op);
      if (!envelope.properties) throw new Error(`${op.operationId}: an encrypted data envelope must be written inline`);
      envelope.properties.data = encryptedString(envelope.properties.data, 'data');
      for (const example of Object.values(jsonResponse(op).examples ?? {})) {
        const value = example.value;
        if (value && isSuccessCode(op, value.code) && value.data != null) value.data = encryptJson(value.data, key);
      }
    }
  }
  return doc;
}
