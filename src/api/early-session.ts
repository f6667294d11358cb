// The signed-in session as the script run before the entry sees it (src/app/send-first-reads.ts): the stored user
// decrypted, and the cipher the backend reads encrypted input with, both by the browser's own AES
// (native-ecb.ts): the script imports nothing, so it has no crypto-js to fall back on. The browser offers it only in a secure context (HTTPS,
// localhost): elsewhere there is no session here, and the loaders send the reads.
import { cipherKey as key } from './config';
import { decryptTextNatively, encryptTextNatively, nativeAes } from './native-ecb';
import { readStoredUserInfo, userOf, type SessionUser } from './session';

export interface EarlySession {
  user: SessionUser;
  /**
   * Text encrypted as the entry encrypts it (text-cipher.ts, encryptText): Base64 of AES-ECB/PKCS7. Only in the
   * session of `readEarlySession`: a screen with no read encrypted bundles `readEarlyUser`, without the encryption.
   */
  encryptText?(plain: string): Promise<string>;
}

/** The session of the tab, or undefined when it has ended (no stored user, or not one of ours) or no AES is offered. */
export async function readEarlyUser(): Promise<EarlySession | undefined> {
  const stored = readStoredUserInfo();
  const aes = nativeAes();
  if (!stored || !aes) return undefined;
  const user = await userOf(stored, (text) => decryptTextNatively(aes, text, key));
  return user ? { user } : undefined;
}

/** The session of the tab, as `readEarlyUser` reads it, with the encryption of what travels encrypted. */
export async function readEarlySession(): Promise<Required<EarlySession> | undefined> {
  const session = await readEarlyUser();
  const aes = nativeAes();
  if (!session || !aes) return undefined;
  return { ...session, encryptText: (text: string) => encryptTextNatively(aes, text, key) };
}
