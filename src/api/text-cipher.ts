// The backend's fixed-key AES-ECB/PKCS7 cipher (Base64 text) as the portal uses it: the login password,
// encrypted request bodies and parameters, encrypted answers and the stored user. By the browser's own AES where
// the page may use it (a secure context: HTTPS, localhost; native-ecb.ts), which costs the page no download and
// runs off the main thread; by crypto-js (./cipher) elsewhere, loaded the first time something is encrypted or
// decrypted. A static import of ./cipher anywhere would put crypto-js back on the first page, which
// tests/build/first-page.test.ts refuses.
import { config } from './config';
import { decryptTextNatively, encryptTextNatively, nativeAes } from './native-ecb';

const cryptoJs = () => import('./cipher');

export async function encryptText(plain: string, key: string = config.cipherKey): Promise<string> {
  const aes = nativeAes();
  return aes ? encryptTextNatively(aes, plain, key) : (await cryptoJs()).encryptText(plain, key);
}

/** Throws when the text is not valid cipher text for the key. */
export async function decryptText(cipherText: string, key: string = config.cipherKey): Promise<string> {
  const aes = nativeAes();
  return aes ? decryptTextNatively(aes, cipherText, key) : (await cryptoJs()).decryptText(cipherText, key);
}

export const encryptJson = (value: unknown, key?: string): Promise<string> => encryptText(JSON.stringify(value), key);

/** Throws as `decryptText` does, and on text that is not JSON. */
export const decryptJson = async <T>(cipherText: string, key?: string): Promise<T> =>
  JSON.parse(await decryptText(cipherText, key)) as T;
