// The filters only the offline calls take: continent, country (grouped by the six continents), province and
// ISP from the pull-down call (read by AnalysisFilters), the region scope (China or all) and the request ↔
// traffic toggle. Changing one keeps the others.
import { Button, ButtonGroup, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '@/api/call';
import { countriesByContinent } from '../rules/continents';
import type { AnalysisSearch } from '../search';
import { RegionSelect } from './RegionSelect';

type OfflineParams = Pick<AnalysisSearch, 'continent' | 'country' | 'province' | 'isp' | 'scope' | 'byType'>;

interface Props {
  /** The pull-down call's regions and ISPs, once answered. */
  options: ApiData<'listOfflinePullDown'> | undefined;
  search: OfflineParams;
  onChange(next: Partial<OfflineParams>): void;
}

export function OfflineFilters({ options, search, onChange }: Props) {
  const { t } = useLingui();
  const countries = options
    ? countriesByContinent(
        options.continents,
        options.countries.filter((country) => !search.continent || country.continent === search.continent),
      )
    : [];
  const toggle = <V extends string>(value: V, current: V, label: string, apply: (value: V) => void) => (
    <Button
      key={value}
      aria-pressed={value === current}
      variant={value === current ? 'solid' : 'outline'}
      onClick={() => apply(value)}
    >
      {label}
    </Button>
  );
  return (
    <HStack gap="3" wrap="wrap" align="end" data-testid="offline-filters">
      <RegionSelect
        label={t`continents`}
        value={search.continent}
        options={options?.continents}
        onChange={(continent) => onChange({ continent, country: undefined })}
      />
      <RegionSelect
        label={t`countries`}
        value={search.country}
        groups={countries}
        onChange={(country) => onChange({ country })}
      />
      <RegionSelect
        label={t`provinces`}
        value={search.province}
        options={options?.provinces}
        onChange={(province) => onChange({ province })}
      />
      <RegionSelect label={t`ISPs`} value={search.isp} options={options?.isps} onChange={(isp) => onChange({ isp })} />
      <ButtonGroup size="sm" attached>
        {toggle('cn', search.scope, t`China`, (scope) => onChange({ scope }))}
        {toggle('all', search.scope, t`All regions`, (scope) => onChange({ scope }))}
      </ButtonGroup>
      <ButtonGroup size="sm" attached>
        {toggle('request', search.byType, t`By requests`, (byType) => onChange({ byType }))}
        {toggle('flow', search.byType, t`By traffic`, (byType) => onChange({ byType }))}
      </ButtonGroup>
    </HStack>
  );
}
