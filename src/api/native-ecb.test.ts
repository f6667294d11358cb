// The browser's AES decrypting the backend's ECB answers must give, byte for byte, what crypto-js gives: the
// answers are checked against crypto-js's decryption (cipher.ts), with Node's Web Crypto standing in for the
// browser's (the same API).
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { encryptText as scriptsEncrypt } from '../../scripts/lib/cipher.mjs';
import { decryptText, encryptText } from './cipher';
import { base64OfBytes, bytesOfBase64, decryptEcb, encryptEcb } from './native-ecb';
import { decryptJson, encryptText as encryptPortal } from './text-cipher';

const key = 'cdnportal-devkey';
const aes = webcrypto.subtle as SubtleCrypto;
const keyBytes = (text: string) => new TextEncoder().encode(text);
const nativeText = async (cipherText: string, withKey = key) =>
  new TextDecoder('utf-8', { fatal: true }).decode(await decryptEcb(aes, bytesOfBase64(cipherText), keyBytes(withKey)));

describe('AES-ECB by the browser', () => {
  // 15, 16 and 17 bytes: padding of one byte, a whole block of padding, and fifteen bytes.
  it.each(['x'.repeat(15), 'y'.repeat(16), 'z'.repeat(17), '星河视频 CDN1024', '{"a":[1,2,3],"b":"é €😀"}'])(
    'gives what crypto-js gives for %j',
    async (plain) => {
      const cipherText = encryptText(plain, key);
      expect(decryptText(cipherText, key)).toBe(plain);
      expect(await nativeText(cipherText)).toBe(plain);
    },
  );

  // What the early script sends encrypted (src/app/send-first-reads.ts) must be what the entry's cipher sends.
  it.each(['', 'x'.repeat(15), 'y'.repeat(16), 'z'.repeat(33), '{"account":"星河视频","note":"é €😀"}'])(
    'encrypts %j byte for byte as crypto-js does',
    async (plain) => {
      const cipher = await encryptEcb(aes, keyBytes(plain), keyBytes(key));
      expect(base64OfBytes(cipher)).toBe(encryptText(plain, key));
    },
  );

  it('decrypts a long answer the mock encrypts, every kind of character included', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `site${i}.星河视频.com`, note: 'é €😀' }));
    const cipherText = scriptsEncrypt(JSON.stringify(rows), key);
    expect(JSON.parse(await nativeText(cipherText))).toEqual(rows);
  });

  it('reads Base64 broken into lines', async () => {
    const lines = encryptText('星河视频 CDN1024'.repeat(20), key).replace(/.{76}/g, '$&\r\n');
    expect(lines).toContain('\r\n');
    expect(await nativeText(lines)).toBe('星河视频 CDN1024'.repeat(20));
  });

  it('refuses text encrypted with another key, text that is not whole blocks, and text that is not Base64', async () => {
    const other = encryptText('secret text, long enough for two blocks', 'another-key-1234');
    await expect(nativeText(other)).rejects.toThrow();
    await expect(nativeText(encryptText('secret', key).slice(0, 12))).rejects.toThrow('whole blocks');
    expect(() => bytesOfBase64('not base64 at all!')).toThrow();
  });
});

describe('the text cipher the portal uses (text-cipher.ts)', () => {
  const crypto = { native: webcrypto, 'not offered': {} };

  it.each(Object.keys(crypto) as (keyof typeof crypto)[])(
    'decrypts and encrypts as crypto-js does where the browser AES is %s, by it only where offered',
    async (offered) => {
      const value = { list: [{ name: 'cdn.xinghe-video.com', scope: '中国大陆' }], total: 1 };
      const importKey = vi.spyOn(aes, 'importKey');
      vi.stubGlobal('crypto', crypto[offered]);
      expect(await decryptJson(encryptText(JSON.stringify(value), key), key)).toEqual(value);
      expect(await encryptPortal('星河视频 CDN1024', key)).toBe(encryptText('星河视频 CDN1024', key));
      expect(importKey).toHaveBeenCalledTimes(offered === 'native' ? 2 : 0);
      importKey.mockRestore();
    },
  );

  it.each(Object.keys(crypto) as (keyof typeof crypto)[])(
    'refuses what does not decrypt to JSON where the browser AES is %s',
    async (offered) => {
      vi.stubGlobal('crypto', crypto[offered]);
      await expect(decryptJson(encryptText('plain words', key), key)).rejects.toThrow(SyntaxError);
      await expect(decryptJson(encryptText('plain words', 'another-key-1234'), key)).rejects.toThrow();
    },
  );
});
