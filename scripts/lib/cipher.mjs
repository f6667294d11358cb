// The fixed-key AES-ECB/PKCS7 cipher of the backend, for the scripts (the app has its own in src/api/cipher.ts,
// built on crypto-js, and src/api/cipher.test.ts checks the two against each other). Node's own AES: the mock
// encrypts every answer of an encrypted operation, and crypto-js is far slower on a long list
// (docs/performance.md). The key's length (16, 24 or 32 bytes of UTF-8) chooses AES-128, -192 or -256, as it
// does in crypto-js.
import { createCipheriv, createDecipheriv } from 'node:crypto';

const aesEcb = (key) => {
  const bytes = Buffer.from(key, 'utf8');
  return { algorithm: `aes-${bytes.length * 8}-ecb`, bytes };
};

export function encryptText(plain, key) {
  const { algorithm, bytes } = aesEcb(key);
  const cipher = createCipheriv(algorithm, bytes, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function decryptText(cipherText, key) {
  const { algorithm, bytes } = aesEcb(key);
  const decipher = createDecipheriv(algorithm, bytes, null);
  return Buffer.concat([decipher.update(cipherText, 'base64'), decipher.final()]).toString('utf8');
}

export const encryptJson = (value, key) => encryptText(JSON.stringify(value), key);
export const decryptJson = (cipherText, key) => JSON.parse(decryptText(cipherText, key));
