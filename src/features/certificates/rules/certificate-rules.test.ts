import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCertificateName, nameMessages } from './name';
import { expiresSoon, looksLikePrivateKey, pemMessages, readPemCertificate } from './pem';
import { allowedScopes, effectiveScope, showsAccountColumn } from '@/api/certificate-scopes';
import type { OperationId } from '@/api/generated/operations';
import { canCall } from '@/api/permissions';
import { availableAccounts, checkShare, shareAccountValue, shareMessages, shareOptions } from './share';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures', name), 'utf8');
/** Whether a customer holding these permissions may make a call. */
const may =
  (...permissionList: string[]) =>
  (operation: OperationId) =>
    canCall({ role: 'customer', permissionList }, operation);

describe('scope', () => {
  it.each([
    [['portal:certificate:view:*'], [2]],
    [['portal:certificate:operation:child'], [2, 4]],
    [['portal:certificate:operation:all'], [2, 3]],
    [['portal:*'], [2, 4, 3]],
  ])('%j may see scopes %j', (permissions, scopes) => {
    expect(allowedScopes(may(...permissions))).toEqual(scopes);
  });

  it('falls back to the current account for a scope the user may not see', () => {
    expect(effectiveScope(may('portal:certificate:view:*'), 3)).toBe(2);
    expect(effectiveScope(may('portal:*'), 3)).toBe(3);
  });

  it('shows the account column only for all accounts', () => {
    expect([2, 3, 4].map((scope) => showsAccountColumn(scope as 2 | 3 | 4))).toEqual([false, true, false]);
  });
});

describe('certificate name', () => {
  const names = ['星河视频主站证书', 'api-cert'];

  it.each([
    ['', nameMessages.required],
    ['   ', nameMessages.required],
    ['api-cert', nameMessages.exists],
    [' api-cert ', nameMessages.exists],
    ['new-cert', undefined],
  ])('upload %j', (name, expected) => {
    expect(checkCertificateName(name, names)).toBe(expected);
  });

  it('accepts the unchanged name on edit', () => {
    expect(checkCertificateName('api-cert', names, 'api-cert')).toBeUndefined();
    expect(checkCertificateName('星河视频主站证书', names, 'api-cert')).toBe(nameMessages.exists);
  });
});

describe('sharing', () => {
  const tree = [
    { value: 'CDN1024_01', title: '华东', children: [{ value: 'CDN1024_01_a', title: 'a', children: [] }] },
  ];

  it('offers the account tree flattened', () => {
    expect(shareOptions(tree).map((o) => o.value)).toEqual(['CDN1024_01', 'CDN1024_01_a']);
  });

  it('lists the available accounts without the own account and the direct-domain markers', () => {
    expect(availableAccounts('CDN1024,CDN1024@+@,CDN1024_01,CDN1024_02', 'CDN1024')).toEqual([
      'CDN1024_01',
      'CDN1024_02',
    ]);
  });

  it('requires a pick when there are accounts to choose from', () => {
    expect(checkShare({ shareOn: true, picked: [] }, 2)).toBe(shareMessages.pickOne);
    expect(checkShare({ shareOn: true, picked: ['a'] }, 2)).toBeUndefined();
    expect(checkShare({ shareOn: false, picked: [] }, 2)).toBeUndefined();
    expect(checkShare({ shareOn: true, picked: [] }, 0)).toBeUndefined();
  });

  it.each([
    ['sharing off', { shareOn: false, picked: ['a'] }, 2, 2, ''],
    ['picked accounts', { shareOn: true, picked: ['a', 'b'] }, 2, 2, 'a,b'],
    ['nothing to choose: all available', { shareOn: true, picked: [] }, 2, 0, 'x,y'],
    ['the sub-account scope forces sharing off', { shareOn: true, picked: ['a'] }, 4, 2, ''],
  ] as const)('%s', (_name, choice, scope, optionCount, expected) => {
    expect(shareAccountValue(choice, scope, optionCount, ['x', 'y'])).toBe(expected);
  });
});

describe('PEM checks', () => {
  const pem = fixture('xinghe-video.cert.pem');

  it('reads the subject, DNS names and expiry', async () => {
    const result = await readPemCertificate(pem);
    if (!result.ok) throw new Error('expected a certificate');
    expect(result.summary.subject).toBe('C=CN, O=Xinghe Video, OU=Ops, CN=cdn.xinghe-video.com');
    expect(result.summary.dnsNames).toEqual(['cdn.xinghe-video.com', '*.xinghe-video.com']);
    expect(result.summary.daysLeft).toBeGreaterThan(3000);
  });

  it('reads a certificate valid for less than 30 more days, and says it expires soon (a warning, not a refusal)', async () => {
    const first = await readPemCertificate(pem);
    if (!first.ok) throw new Error('expected a certificate');
    const nearEnd = new Date(first.summary.notAfter.getTime() - 29 * 86_400_000 - 1000);
    const soon = await readPemCertificate(pem, nearEnd);
    if (!soon.ok) throw new Error('expected a certificate');
    expect(expiresSoon(soon.summary)).toBe(true);
    const at30 = await readPemCertificate(pem, new Date(first.summary.notAfter.getTime() - 30 * 86_400_000));
    if (!at30.ok) throw new Error('expected a certificate');
    expect(expiresSoon(at30.summary)).toBe(false);
  });

  it('asks for an empty certificate rather than calling it not PEM', async () => {
    expect(await readPemCertificate('  ')).toEqual({ ok: false, error: pemMessages.certificateRequired });
  });

  it('refuses an expired certificate', async () => {
    const first = await readPemCertificate(pem);
    if (!first.ok) throw new Error('expected a certificate');
    const after = new Date(first.summary.notAfter.getTime() + 86_400_000);
    expect(await readPemCertificate(pem, after)).toEqual({ ok: false, error: pemMessages.expired });
  });

  it.each([
    ['plain text', 'hello'],
    ['a private key', fixture('xinghe-video.key.pem')],
    ['a damaged body', '-----BEGIN CERTIFICATE-----\nMIIBnotreally\n-----END CERTIFICATE-----'],
  ])('refuses %s', async (_name, text) => {
    expect(await readPemCertificate(text)).toEqual({ ok: false, error: pemMessages.notPem });
  });

  it('recognises a PEM private key', () => {
    expect(looksLikePrivateKey(fixture('xinghe-video.key.pem'))).toBe(true);
    expect(looksLikePrivateKey(pem)).toBe(false);
  });
});
