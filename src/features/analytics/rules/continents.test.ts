import { describe, expect, it } from 'vitest';
import { countriesByContinent } from './continents';

const continents = [
  { value: 'EU', label: '欧洲' },
  { value: 'AS', label: '亚洲' },
  { value: 'NA', label: '北美洲' },
  { value: 'SA', label: '南美洲' },
  { value: 'AF', label: '非洲' },
  { value: 'OC', label: '大洋洲' },
];

describe('country list grouped by the six continents', () => {
  it('groups countries in the fixed continent order, skipping empty continents', () => {
    const groups = countriesByContinent(continents, [
      { value: 'US', label: '美国', continent: 'NA' },
      { value: 'CN', label: '中国', continent: 'AS' },
      { value: 'JP', label: '日本', continent: 'AS' },
      { value: 'AU', label: '澳大利亚', continent: 'OC' },
    ]);
    expect(groups.map((group) => [group.label, group.countries.map((country) => country.value)])).toEqual([
      ['亚洲', ['CN', 'JP']],
      ['北美洲', ['US']],
      ['大洋洲', ['AU']],
    ]);
  });

  it.each([
    { name: 'no continent', country: { value: 'XX', label: 'X' } },
    { name: 'an unknown continent', country: { value: 'AQ', label: '南极洲', continent: 'AN' } },
  ])('keeps a country of $name in a last group without a continent', ({ country }) => {
    const groups = countriesByContinent(continents, [{ value: 'DE', label: '德国', continent: 'EU' }, country]);
    expect(groups.at(-1)).toEqual({ continent: '', label: '', countries: [country] });
    expect(groups[0]?.continent).toBe('EU');
  });

  it('falls back to the continent code when the dropdown lacks its label', () => {
    expect(countriesByContinent([], [{ value: 'BR', label: '巴西', continent: 'SA' }])[0]?.label).toBe('SA');
  });
});
