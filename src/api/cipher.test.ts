import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText, encryptJson, encryptText } from './cipher';
import { encryptText as scriptsEncrypt } from '../../scripts/lib/cipher.mjs';

const key = 'cdnportal-devkey';

describe('cipher', () => {
  it('round-trips Chinese text', () => {
    expect(decryptText(encryptText('星河视频 CDN1024', key), key)).toBe('星河视频 CDN1024');
  });

  it('round-trips JSON', () => {
    const value = { domains: ['cdn.xinghe-video.com'], weightFlag: true };
    expect(decryptJson(encryptJson(value, key), key)).toEqual(value);
  });

  it('is ECB: the same text always encrypts the same way, as the backend expects', () => {
    expect(encryptText('P@ssw0rd!', key)).toBe(encryptText('P@ssw0rd!', key));
  });

  it('matches the cipher the mock encrypts with', () => {
    expect(encryptText('admin', key)).toBe(scriptsEncrypt('admin', key));
  });

  it('lets anyone holding the key re-encrypt stored user info with more permissions (so the server must check)', () => {
    const stored = encryptJson({ username: 'viewer', permissionList: ['portal:bill:view:*'] }, key);
    const forged = encryptJson({ ...decryptJson<object>(stored, key), permissionList: ['portal:*'] }, key);
    expect(decryptJson(forged, key)).toEqual({ username: 'viewer', permissionList: ['portal:*'] });
  });

  it('decrypts what the mock encrypts, a long answer of every kind of character included', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `site${i}.星河视频.com`, note: 'é €😀' }));
    expect(decryptJson(scriptsEncrypt(JSON.stringify(rows), key), key)).toEqual(rows);
  });

  it('reads Base64 broken into lines, as some servers send it', () => {
    const lines = encryptText('星河视频 CDN1024'.repeat(20), key).replace(/.{76}/g, '$&\r\n');
    expect(lines).toContain('\r\n');
    expect(decryptText(lines, key)).toBe('星河视频 CDN1024'.repeat(20));
  });

  it('refuses text that is not Base64', () => {
    expect(() => decryptText('not base64 at all!', key)).toThrow();
  });

  it('refuses text encrypted with another key', () => {
    expect(() => decryptText(encryptText('secret', 'another-key-1234'), key)).toThrow();
  });
});
