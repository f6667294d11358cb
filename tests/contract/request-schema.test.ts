// The check the page harness applies to every body the portal sends (tests/request-schema.ts).
import { describe, expect, it } from 'vitest';
import { refusal, requestBodyProblems } from '../request-schema';

describe('request body check', () => {
  it('accepts a body of the fields its request schema names', async () => {
    expect(await requestBodyProblems('bindCertificateDomains', { certId: 1001, domains: ['cdn.example.com'] })).toEqual(
      [],
    );
  });

  it('names a property the request schema does not name', async () => {
    expect(await requestBodyProblems('matchCertificateDomains', { id: 1001, type: 2, autoRenew: true })).toEqual([
      "body: has 'autoRenew', which the contract does not name",
    ]);
  });

  it('finds an unnamed property in a schema composed with allOf', async () => {
    const problems = await requestBodyProblems('updateDomain', { id: 7, name: 'cdn.example.com', status: 1 });
    expect(problems).toEqual(["body: has 'status', which the contract does not name"]);
  });

  it('names a field that breaks the schema', async () => {
    expect(await requestBodyProblems('bindCertificateDomains', { certId: '1001', domains: [] })).toEqual([
      'body.certId: must be integer (got "1001")',
    ]);
  });

  it('refuses a body where the contract declares none', async () => {
    expect(await requestBodyProblems('listCertificatesByAccount', { account: 'CDN1024' })).toEqual([
      'a body, where the contract declares none',
    ]);
  });

  it('words the refusal with the operation and the property', async () => {
    expect((await refusal('matchCertificateDomains', { id: 1001, type: 2, autoRenew: true }))?.message).toBe(
      "matchCertificateDomains sent a body its request schema refuses:\n  body: has 'autoRenew', which the contract does not name",
    );
    expect(await refusal('matchCertificateDomains', { id: 1001, type: 2 })).toBeUndefined();
  });
});
