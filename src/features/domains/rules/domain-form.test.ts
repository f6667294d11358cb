import { describe, expect, it } from 'vitest';
import { emptyDomainForm, emptyOrigin, formIssues, type DomainFormValues } from './domain-form';

const valid = (): DomainFormValues => ({
  ...emptyDomainForm(),
  name: 'up.example.com',
  icp: '沪ICP备1号',
  origins: [{ ...emptyOrigin(), address: '1.2.3.4' }],
  backhost: 'up.example.com',
  testUrl: '/t.txt',
});
const issues = (v: DomainFormValues, step: Parameters<typeof formIssues>[1] = 'preview', currentName?: string) =>
  formIssues(v, step, { existingNames: ['cdn.example.com'], currentName }).map((i) => [
    i.path.join('.'),
    i.message.message,
  ]);

describe('wizard issues by step', () => {
  it('accepts a complete configuration', () => expect(issues(valid())).toEqual([]));
  it.each<[string, Partial<DomainFormValues>, Parameters<typeof formIssues>[1], [string, string][]]>([
    [
      'type not addable',
      { type: 'live_pull' },
      'basic',
      [['type', 'Only download, VOD and static domains can be added']],
    ],
    ['icp missing', { icp: ' ' }, 'basic', [['icp', 'Please enter the ICP number']]],
    ['no origin', { origins: [] }, 'origin', [['origins.root', 'Add at least one origin']]],
    [
      'only backups',
      { origins: [{ ...emptyOrigin(), address: '1.2.3.4', priority: 'backup' }] },
      'origin',
      [['origins.root', 'At least one origin must be primary']],
    ],
    [
      'origin equals domain',
      { origins: [{ ...emptyOrigin(), type: 'domain', address: 'UP.example.com' }] },
      'origin',
      [['origins.0.address', 'The origin cannot be the accelerated domain']],
    ],
    [
      'origin repeated',
      {
        origins: [
          { ...emptyOrigin(), address: '1.2.3.4' },
          { ...emptyOrigin(), address: '1.2.3.4' },
        ],
      },
      'origin',
      [['origins.1.address', 'This origin is already listed']],
    ],
    [
      'weight',
      { origins: [{ ...emptyOrigin(), address: '1.2.3.4', weight: '0' }] },
      'origin',
      [['origins.0.weight', 'The weight is a whole number from 1 to 100']],
    ],
    [
      'cache time',
      { cacheStrategies: [{ path: '/', matchType: 'all', time: '2.5', unit: 'day' }] },
      'cache',
      [['cacheStrategies.0.time', 'The cache time is a whole number (0 means no cache)']],
    ],
    [
      'rewrite target',
      { rewrites: [{ source: '/a', target: 'example.com' }] },
      'advanced',
      [['rewrites.0.target', 'Format error, must start at http:// or https://']],
    ],
    [
      'url auth key',
      { urlAuthEnabled: true, urlAuthKey: 'abc' },
      'advanced',
      [['urlAuthKey', 'The key is 6 to 32 letters or digits']],
    ],
    ['header name', { headers: [{ name: 'bad name', value: 'x' }] }, 'advanced', [['headers.0.name', 'Format error']]],
  ])('%s', (_, patch, step, expected) => expect(issues({ ...valid(), ...patch }, step)).toEqual(expected));

  it('checks only the steps up to the current one', () => {
    expect(issues({ ...valid(), testUrl: '' }, 'basic')).toEqual([]);
    expect(issues({ ...valid(), testUrl: '' }, 'origin')).toEqual([['testUrl', 'Please enter the test URL']]);
  });

  it('does not re-check the name or type of an edited domain', () => {
    expect(issues({ ...valid(), name: 'cdn.example.com', type: 'live_pull' }, 'basic', 'cdn.example.com')).toEqual([]);
  });
});
