// The service-info filters: business type, accounts, domains, providers and the time range with its
// granularity. Each applies at once (into the URL). Domains and providers are those of the chosen accounts.
import { HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/api/session';
import { AccountPicker } from '@/components/pickers/AccountPicker';
import { DomainPicker } from '@/components/pickers/DomainPicker';
import { OptionsReadFailure } from '@/components/query/options-read';
import { ProviderPicker } from '@/components/pickers/ProviderPicker';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import { queryAccounts, trafficOptionsQuery } from '@/components/pickers/traffic-scope';
import type { ServiceInfoSearch } from '../search';
import { BusinessTypeSelect } from './BusinessTypeSelect';

interface Props {
  user: SessionUser;
  search: ServiceInfoSearch;
  onChange(filters: Partial<ServiceInfoSearch>): void;
}

export function ServiceInfoFilters({ user, search, onChange }: Props) {
  const options = useQuery(trafficOptionsQuery(queryAccounts(user, search.accounts), user.account));
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="start">
        <BusinessTypeSelect value={search.type} onChange={(type) => onChange({ type })} />
        {/* Another account has other domains and providers: the picked ones go with the old account. */}
        <AccountPicker
          user={user}
          value={search.accounts}
          onChange={(accounts) => onChange({ accounts, domains: [], providers: [] })}
        />
        <DomainPicker
          options={options.data?.domain ?? []}
          value={search.domains}
          onChange={(domains) => onChange({ domains })}
          optionsRead={options}
        />
        <ProviderPicker
          options={options.data?.provider ?? []}
          value={search.providers}
          onChange={(providers) => onChange({ providers })}
          optionsRead={options}
        />
        <TimeRangePicker value={search} onChange={onChange} withGranularity />
      </HStack>
      <OptionsReadFailure reads={[options]} />
    </Stack>
  );
}
