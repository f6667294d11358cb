// The backend's fixed-key AES-ECB/PKCS7 cipher (Base64 text) by crypto-js, where the browser offers no AES of its
// own (outside a secure context; text-cipher.ts chooses). The specification requires the cipher for the login
// password, encrypted request bodies and encrypted answers; it protects nothing, so nothing relies on it.
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { config } from './config';
import { plainText } from './native-ecb';

const options = { mode: ECB, padding: Pkcs7 };

export function encryptText(plain: string, key: string = config.cipherKey): string {
  return base64OfWords(AES.encrypt(plain, Utf8.parse(key), options).ciphertext);
}

// crypto-js reads Base64 and writes UTF-8 a character at a time, through strings it builds up: on a long
// answer that takes longer than the decryption itself and fills the heap (docs/performance.md). The browser's
// own decoders do both at once; crypto-js still runs AES-ECB and removes the padding. Its Base64 module is left
// out of the build (scripts/lib/crypto-js-without-kdf.mjs).

/** The words as Base64 (the cipher text the backend reads). */
function base64OfWords({ words, sigBytes }: CryptoJS.lib.WordArray): string {
  let binary = '';
  for (let i = 0; i < sigBytes; i += 1) binary += String.fromCharCode((words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff);
  return btoa(binary);
}

/** Base64 (whitespace allowed) as the cipher's 32-bit words; throws on text that is not Base64. */
function wordsOfBase64(text: string): CryptoJS.lib.WordArray {
  const binary = atob(text);
  const words = new Array<number>((binary.length + 3) >>> 2).fill(0);
  for (let i = 0; i < binary.length; i += 1) words[i >>> 2]! |= binary.charCodeAt(i) << (24 - (i % 4) * 8);
  return CryptoJS.lib.WordArray.create(words, binary.length);
}

/** The words as bytes. */
function bytesOfWords({ words, sigBytes }: CryptoJS.lib.WordArray): Uint8Array {
  const bytes = new Uint8Array(Math.max(0, sigBytes));
  for (let i = 0; i < sigBytes; i += 1) bytes[i] = (words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return bytes;
}

/** Throws when the text is not valid cipher text for the key. */
export function decryptText(cipherText: string, key: string = config.cipherKey): string {
  const ciphertext = wordsOfBase64(cipherText);
  return plainText(
    bytesOfWords(AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), Utf8.parse(key), options)),
  );
}

export const encryptJson = (value: unknown, key?: string): string => encryptText(JSON.stringify(value), key);

export const decryptJson = <T>(cipherText: string, key?: string): T => JSON.parse(decryptText(cipherText, key)) as T;
