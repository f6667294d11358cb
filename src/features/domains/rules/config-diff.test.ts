import { describe, expect, it } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { configDiff } from './config-diff';

type Detail = Parameters<typeof configDiff>[0];
const current = exampleData('getDomain', 'success') as Detail;
const version = exampleData('getDomain', 'version3') as Detail;

describe('configDiff', () => {
  it('is empty for the same configuration', () => expect(configDiff(current, current)).toEqual([]));
  it('lists what the version removes and brings back, by section', () => {
    const diff = configDiff(current, version);
    expect(diff.map((d) => d.section)).toEqual(['settings', 'origins', 'cache', 'access']);
    expect(diff.find((d) => d.section === 'origins')?.removed).toEqual(['primary ip 101.132.45.19:80 ×10']);
    expect(diff.find((d) => d.section === 'cache')?.removed).toEqual(['directory /video/ → 7 day']);
    expect(diff.find((d) => d.section === 'settings')?.added).toEqual(['ignoreParams: false']);
    expect(diff.find((d) => d.section === 'access')?.added).toEqual([]);
  });
});
