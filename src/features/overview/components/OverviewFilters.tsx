// The overview's filters: accounts, domains and the time range. Each applies at once (into the URL).
import { HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { AccountPicker } from '@/components/pickers/AccountPicker';
import { DomainPicker } from '@/components/pickers/DomainPicker';
import { OptionsReadFailure } from '@/components/query/options-read';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import type { TimeRangeParams } from '@/lib/time-range';
import { queryAccounts, trafficOptionsQuery } from '@/components/pickers/traffic-scope';
import type { OverviewSearch } from '../search';

interface Props {
  user: SessionUser;
  search: OverviewSearch;
  onChange(filters: Partial<Pick<OverviewSearch, 'accounts' | 'domains'>> & Partial<TimeRangeParams>): void;
}

export function OverviewFilters({ user, search, onChange }: Props) {
  // The domain list is the service-info call's; a user without it filters by account and time only.
  const offersDomains = canCall(user, 'getServiceInfoInitOptions');
  const domains = useQuery({
    ...trafficOptionsQuery(queryAccounts(user, search.accounts), user.account),
    select: (options) => options.domain,
    enabled: offersDomains,
  });
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="end">
        <AccountPicker
          user={user}
          value={search.accounts}
          onChange={(accounts) => onChange({ accounts, domains: [] })}
        />
        {offersDomains && (
          <DomainPicker
            options={domains.data ?? []}
            value={search.domains}
            onChange={(picked) => onChange({ domains: picked })}
            optionsRead={domains}
          />
        )}
        <TimeRangePicker value={search} onChange={onChange} withGranularity />
      </HStack>
      <OptionsReadFailure reads={[domains]} />
    </Stack>
  );
}
