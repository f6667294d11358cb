// The country list grouped by the six continents (002 §9), in a fixed order, for the offline country filter.
// A country whose continent is not one of the six is kept, in a last group without a continent, rather than
// silently dropped.
export const SIX_CONTINENTS = ['AS', 'EU', 'NA', 'SA', 'AF', 'OC'] as const;

export interface RegionOption {
  value: string;
  label: string;
  continent?: string;
}

export interface CountryGroup {
  /** The continent's value, or '' for countries of no known continent. */
  continent: string;
  label: string;
  countries: RegionOption[];
}

export function countriesByContinent(
  continents: readonly RegionOption[],
  countries: readonly RegionOption[],
): CountryGroup[] {
  const labelOf = new Map(continents.map((continent) => [continent.value, continent.label]));
  const groups: CountryGroup[] = SIX_CONTINENTS.map((continent) => ({
    continent,
    label: labelOf.get(continent) ?? continent,
    countries: countries.filter((country) => country.continent === continent),
  }));
  const known = new Set<string>(SIX_CONTINENTS);
  const rest = countries.filter((country) => !known.has(country.continent ?? ''));
  return [...groups, { continent: '', label: '', countries: rest }].filter((group) => group.countries.length > 0);
}
