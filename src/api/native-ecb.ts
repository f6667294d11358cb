// The backend's AES-ECB/PKCS7 by the browser's own AES (Web Crypto): no download, and off the main thread, where
// crypto-js holds it for a long answer (docs/performance.md). Web Crypto offers CBC, not ECB, but CBC decrypts each
// block as ECB does and then XORs it with the cipher block before it, which is undone here. The browser offers it
// only in a secure context (HTTPS, localhost); elsewhere `nativeAes()` is undefined and crypto-js does it
// (text-cipher.ts).
const BLOCK = 16;

/** The browser's AES, where the page may use it. */
export const nativeAes = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

type Base64Decoder = { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> };

/** Base64 (whitespace allowed) as bytes, by the browser's own decoder where it has one; throws on other text. */
export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> {
  const fromBase64 = (Uint8Array as Base64Decoder).fromBase64;
  if (fromBase64) return fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The plain bytes of `cipher` (whole blocks, PKCS7-padded) under `key`; throws when they are not that. */
export async function decryptEcb(
  aes: SubtleCrypto,
  cipher: Uint8Array<ArrayBuffer>,
  key: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  if (cipher.length === 0 || cipher.length % BLOCK !== 0) throw new Error('The cipher text is not whole blocks');
  const cbcKey = await aes.importKey('raw', key, 'AES-CBC', false, ['encrypt', 'decrypt']);
  const zeroIv = new Uint8Array(BLOCK);
  // The browser removes CBC's padding and refuses a last block without it: one block is added that decrypts to a
  // whole block of padding after the real last block, E(padding XOR last). CBC encryption of one block from a
  // zero IV is that block's ECB encryption.
  const last = cipher.subarray(cipher.length - BLOCK);
  const padded = last.map((byte) => byte ^ BLOCK);
  const extra = new Uint8Array(await aes.encrypt({ name: 'AES-CBC', iv: zeroIv }, cbcKey, padded), 0, BLOCK);
  const extended = new Uint8Array(cipher.length + BLOCK);
  extended.set(cipher);
  extended.set(extra, cipher.length);
  const plain = new Uint8Array(await aes.decrypt({ name: 'AES-CBC', iv: zeroIv }, cbcKey, extended));
  // From CBC back to ECB: each block but the first (its IV was zero) XORed again with the cipher block before it,
  // four bytes at a time (both buffers start at offset 0 and hold whole blocks).
  const plainWords = new Uint32Array(plain.buffer, 0, plain.length >>> 2);
  const cipherWords = new Uint32Array(cipher.buffer, cipher.byteOffset, cipher.length >>> 2);
  for (let i = BLOCK >>> 2; i < plainWords.length; i += 1) plainWords[i]! ^= cipherWords[i - (BLOCK >>> 2)]!;
  // The backend's own PKCS7 padding, which the browser did not see.
  const padding = plain[plain.length - 1]!;
  const tail = plain.subarray(plain.length - padding);
  if (padding < 1 || padding > BLOCK || tail.some((byte) => byte !== padding)) throw new Error('Bad padding');
  return plain.subarray(0, plain.length - padding);
}

/** Bytes as Base64, as the backend reads cipher text. */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * `plain` encrypted as the backend's AES-ECB/PKCS7 under `key`, by the browser's AES: byte for byte what crypto-js
 * gives (cipher.ts). The ECB encryption of a block is its CBC encryption from a zero IV (the browser adds a block
 * of its own padding after it, dropped here); the blocks are independent, so they are encrypted side by side.
 */
export async function encryptEcb(
  aes: SubtleCrypto,
  plain: Uint8Array,
  key: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const cbcKey = await aes.importKey('raw', key, 'AES-CBC', false, ['encrypt']);
  const padding = BLOCK - (plain.length % BLOCK);
  const padded = new Uint8Array(plain.length + padding).fill(padding);
  padded.set(plain);
  const zeroIv = new Uint8Array(BLOCK);
  const blocks = await Promise.all(
    Array.from({ length: padded.length / BLOCK }, (_, index) =>
      aes.encrypt({ name: 'AES-CBC', iv: zeroIv }, cbcKey, padded.slice(index * BLOCK, (index + 1) * BLOCK)),
    ),
  );
  const cipher = new Uint8Array(padded.length);
  blocks.forEach((block, index) => cipher.set(new Uint8Array(block, 0, BLOCK), index * BLOCK));
  return cipher;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Decrypted bytes as UTF-8 text; throws on bytes that are not UTF-8 or on nothing (what a wrong key gives). */
export function plainText(bytes: Uint8Array): string {
  const plain = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  if (!plain) throw new Error('The text does not decrypt with the key');
  return plain;
}

/** `plain` as the backend's Base64 cipher text under `key`. */
export async function encryptTextNatively(aes: SubtleCrypto, plain: string, key: string): Promise<string> {
  return base64OfBytes(await encryptEcb(aes, utf8(plain), utf8(key)));
}

/** The text of the backend's Base64 cipher text under `key`; throws when it is not that. */
export async function decryptTextNatively(aes: SubtleCrypto, cipherText: string, key: string): Promise<string> {
  return plainText(await decryptEcb(aes, bytesOfBase64(cipherText), utf8(key)));
}
