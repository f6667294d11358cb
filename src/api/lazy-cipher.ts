// The cipher (crypto-js's AES) is loaded only when something is encrypted or decrypted:
// the login page needs it when the form is sent, not for its first paint. Everything that travels or is stored
// encrypted goes through `cipher()` after `loadCipher()`; a static import of ./cipher anywhere would put
// crypto-js back on the first page, which tests/build/first-page.test.ts refuses.
type Cipher = typeof import('./cipher');

let loaded: Cipher | undefined;

export async function loadCipher(): Promise<Cipher> {
  loaded ??= await import('./cipher');
  return loaded;
}

/** The loaded cipher; the caller has awaited `loadCipher()` on its way here. */
export function cipher(): Cipher {
  if (!loaded) throw new Error('The cipher is used before loadCipher() resolved');
  return loaded;
}
