// The search filter of an analysis screen: domains (from the init options), the time range, and the
// offline-only filters when the offline calls answer. Each change applies at once (into the URL).
import { HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { canCall } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import { DomainPicker } from '@/components/pickers/DomainPicker';
import { OptionsReadFailure } from '@/components/query/options-read';
import { ProviderPicker } from '@/components/pickers/ProviderPicker';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import { analysisInitQuery, pullDownQuery } from '../api/analytics-queries';
import type { AnalysisSearch } from '../search';
import { OfflineFilters } from './OfflineFilters';

interface Props {
  user: SessionUser;
  search: AnalysisSearch;
  offline: boolean;
  onChange(filters: Partial<AnalysisSearch>): void;
}

export function AnalysisFilters({ user, search, offline, onChange }: Props) {
  const { t } = useLingui();
  const init = useQuery({
    ...analysisInitQuery(user.account),
    enabled: canCall(user, 'getAnalysisInitOptions'),
  });
  // The offline filters' regions and ISPs: read here, so that their failure shows with the domains'.
  const pullDown = useQuery({ ...pullDownQuery(), enabled: offline });
  const providers = Object.entries(init.data?.provider ?? {}).map(([code, name]) => ({ code, name }));
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="end">
        <DomainPicker
          options={init.data?.domain ?? []}
          value={search.domains}
          onChange={(picked) => onChange({ domains: picked })}
          // The offline calls need chosen domains (001 §5): never claim 'all domains' where none is sent.
          emptyLabel={offline ? t`Choose domains` : undefined}
          optionsRead={init}
        />
        {offline && (
          <ProviderPicker
            options={providers}
            value={search.providers}
            onChange={(codes) => onChange({ providers: codes })}
            optionsRead={init}
          />
        )}
        <TimeRangePicker value={search} onChange={onChange} />
      </HStack>
      {offline && <OfflineFilters options={pullDown.data} search={search} onChange={onChange} />}
      <OptionsReadFailure reads={[init, pullDown]} />
    </Stack>
  );
}
