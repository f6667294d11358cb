import { beforeAll, describe, expect, it } from 'vitest';
import { exampleData } from '@tests/page-harness';
import { activateLanguage, areas, i18n, loadAreaMessages, loadOnDemandMessages } from '@/api/i18n';
import type { Language } from '@/api/language';
import { configDiff } from './config-diff';

type Detail = Parameters<typeof configDiff>[0];
const current = exampleData('getDomain', 'success') as Detail;
const version = exampleData('getDomain', 'version3') as Detail;

async function diffIn(language: Language) {
  await activateLanguage(language);
  await loadAreaMessages(areas);
  // The difference is drawn by the rollback dialog, which comes with the areas' on-demand messages.
  await loadOnDemandMessages();
  return configDiff(current, version, i18n);
}

describe('configDiff', () => {
  beforeAll(() => activateLanguage('en'));

  it('is empty for the same configuration', () => expect(configDiff(current, current, i18n)).toEqual([]));

  // The lines read as the form labels its fields and options, never by the API's field names.
  it('lists what the version removes and brings back, by section, with the form labels', async () => {
    const diff = await diffIn('en');
    expect(diff.map((d) => d.section)).toEqual(['settings', 'origins', 'cache', 'access']);
    expect(diff.find((d) => d.section === 'origins')?.removed).toEqual(['101.132.45.19:80 (Primary, IP, weight 10)']);
    expect(diff.find((d) => d.section === 'cache')?.removed).toEqual(['Directory /video/ · 7 Days']);
    expect(diff.find((d) => d.section === 'settings')?.added).toEqual(['Ignore URL parameters when caching: No']);
    expect(diff.find((d) => d.section === 'access')?.added).toEqual([]);
    expect(JSON.stringify(diff)).not.toMatch(/backDirectory|protocol:|ignoreParams|match\b/);
  });

  it('speaks Chinese', async () => {
    const diff = await diffIn('zh');
    expect(diff.find((d) => d.section === 'settings')?.added).toEqual(['缓存时忽略 URL 参数: 否']);
  });
});
