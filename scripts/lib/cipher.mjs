// The fixed-key AES-ECB/PKCS7 cipher of the backend, for the scripts (the app has its own in src/api/cipher.ts).
import AES from 'crypto-js/aes.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import Utf8 from 'crypto-js/enc-utf8.js';

const options = { mode: ECB, padding: Pkcs7 };

export function encryptText(plain, key) {
  return AES.encrypt(plain, Utf8.parse(key), options).toString();
}

export function decryptText(cipherText, key) {
  return AES.decrypt(cipherText, Utf8.parse(key), options).toString(Utf8);
}

export const encryptJson = (value, key) => encryptText(JSON.stringify(value), key);
export const decryptJson = (cipherText, key) => JSON.parse(decryptText(cipherText, key));
