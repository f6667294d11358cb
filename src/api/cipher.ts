// The backend's fixed-key AES-ECB/PKCS7 cipher (Base64 text). The specification requires it for the login
// password, encrypted request bodies and encrypted answers; it protects nothing, so nothing relies on it.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { config } from './config';

const options = { mode: ECB, padding: Pkcs7 };

export function encryptText(plain: string, key: string = config.cipherKey): string {
  return AES.encrypt(plain, Utf8.parse(key), options).toString();
}

/** Throws when the text is not valid cipher text for the key. */
export function decryptText(cipherText: string, key: string = config.cipherKey): string {
  const plain = AES.decrypt(cipherText, Utf8.parse(key), options).toString(Utf8);
  if (!plain) throw new Error('The text does not decrypt with the configured key');
  return plain;
}

export const encryptJson = (value: unknown, key?: string): string => encryptText(JSON.stringify(value), key);

export const decryptJson = <T>(cipherText: string, key?: string): T => JSON.parse(decryptText(cipherText, key)) as T;
