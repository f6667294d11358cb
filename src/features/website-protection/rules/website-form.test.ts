import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@/lib/field-message';
import { remarkMessages } from './remark';
import {
  websiteFormSchema,
  websiteFormValues,
  websiteMessages,
  websiteRequest,
  type WebsiteFormValues,
} from './website-form';

const valid: WebsiteFormValues = {
  domain: 'www.example.com',
  origins: [{ address: '203.0.113.10', port: '443', weight: '1' }],
  loadBalanceMode: 'random',
  listenPorts: [{ protocol: 'http', port: '80' }],
  certificateId: '',
  remark: '',
};

const problems = (values: WebsiteFormValues) => {
  const result = websiteFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('website form', () => {
  it('accepts a valid website', () => expect(problems(valid)).toEqual([]));

  it.each([
    ['empty domain', { domain: ' ' }, 'domain', websiteMessages.domainRequired],
    ['bad domain', { domain: 'not a domain' }, 'domain', websiteMessages.domainFormat],
    ['no origin', { origins: [] }, 'origins', websiteMessages.originRequired],
    [
      'origin without address',
      { origins: [{ address: '', port: '80', weight: '1' }] },
      'origins.0.address',
      websiteMessages.addressRequired,
    ],
    [
      'origin 999.1.1.1 (not an address)',
      { origins: [{ address: '999.1.1.1', port: '80', weight: '1' }] },
      'origins.0.address',
      websiteMessages.addressFormat,
    ],
    [
      'origin 10.0.0 (three parts)',
      { origins: [{ address: '10.0.0', port: '80', weight: '1' }] },
      'origins.0.address',
      websiteMessages.addressFormat,
    ],
    [
      'origin that is neither an address nor a domain',
      { origins: [{ address: 'origin server', port: '80', weight: '1' }] },
      'origins.0.address',
      websiteMessages.addressFormat,
    ],
    [
      'origin equal to the domain',
      { origins: [{ address: 'WWW.example.com', port: '80', weight: '1' }] },
      'origins.0.address',
      websiteMessages.originIsDomain,
    ],
    [
      'repeated origin',
      {
        origins: [
          { address: 'a.cn', port: '80', weight: '1' },
          { address: 'a.cn', port: '80', weight: '1' },
        ],
      },
      'origins.1.address',
      websiteMessages.originRepeated,
    ],
    ['port 0', { origins: [{ address: 'a.cn', port: '0', weight: '1' }] }, 'origins.0.port', websiteMessages.port],
    [
      'port 65536',
      { origins: [{ address: 'a.cn', port: '65536', weight: '1' }] },
      'origins.0.port',
      websiteMessages.port,
    ],
    [
      'weighted without a weight',
      { loadBalanceMode: 'weighted', origins: [{ address: 'a.cn', port: '80', weight: '' }] },
      'origins.0.weight',
      websiteMessages.weight,
    ],
    [
      'repeated listening port',
      {
        listenPorts: [
          { protocol: 'http', port: '80' },
          { protocol: 'https', port: '80' },
        ],
        certificateId: '1',
      },
      'listenPorts.1.port',
      websiteMessages.listenRepeated,
    ],
    [
      'HTTPS without a certificate',
      { listenPorts: [{ protocol: 'https', port: '443' }] },
      'certificateId',
      websiteMessages.certificateRequired,
    ],
    ['101-character remark', { remark: 'a'.repeat(101) }, 'remark', remarkMessages.tooLong],
  ] as const)('%s', (_case, patch, path, message) => {
    expect(problems({ ...valid, ...patch } as WebsiteFormValues)).toContainEqual([path, fieldMessage(message)]);
  });

  it('accepts a 100-character remark and a weight only in weighted mode', () => {
    expect(
      problems({ ...valid, remark: '备'.repeat(100), origins: [{ address: 'a.cn', port: '80', weight: '' }] }),
    ).toEqual([]);
  });

  it('sends numbers, weights only when weighted, and no certificate without HTTPS', () => {
    expect(websiteRequest({ ...valid, certificateId: '501', domain: ' WWW.Example.com ' })).toEqual({
      domain: 'www.example.com',
      origins: [{ address: '203.0.113.10', port: 443 }],
      loadBalanceMode: 'random',
      listenPorts: [{ protocol: 'http', port: 80 }],
      certificateId: null,
      remark: '',
    });
    const weighted = websiteRequest({
      ...valid,
      loadBalanceMode: 'weighted',
      listenPorts: [{ protocol: 'https', port: '443' }],
      certificateId: '501',
    });
    expect(weighted.origins).toEqual([{ address: '203.0.113.10', port: 443, weight: 1 }]);
    expect(weighted.certificateId).toBe(501);
  });

  it('starts a new website with one origin and port 80', () => {
    expect(websiteFormValues()).toMatchObject({
      origins: [{ port: '80' }],
      listenPorts: [{ protocol: 'http', port: '80' }],
    });
  });
});
