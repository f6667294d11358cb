// The log analysis filter: domains and providers from the init options, and the time range. Each change
// applies at once (into the URL).
import { HStack, Stack } from '@chakra-ui/react';
import type { ApiData } from '@/api/call';
import { DomainPicker } from '@/components/pickers/DomainPicker';
import { OptionsReadFailure, type OptionsRead } from '@/components/query/options-read';
import { ProviderPicker } from '@/components/pickers/ProviderPicker';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import type { LogAnalysisSearch } from '../search';

interface Props {
  /** The init-options read: its domains and providers once answered, its failure otherwise. */
  options: OptionsRead & { data?: ApiData<'getAnalysisInitOptions'> };
  search: LogAnalysisSearch;
  onChange(filters: Partial<LogAnalysisSearch>): void;
}

export function LogAnalysisFilters({ options, search, onChange }: Props) {
  const providers = Object.entries(options.data?.provider ?? {}).map(([code, name]) => ({ code, name }));
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" align="end">
        <DomainPicker
          options={options.data?.domain ?? []}
          value={search.domains}
          onChange={(picked) => onChange({ domains: picked })}
          optionsRead={options}
        />
        <ProviderPicker
          options={providers}
          value={search.providers}
          onChange={(codes) => onChange({ providers: codes })}
          optionsRead={options}
        />
        <TimeRangePicker value={search} onChange={onChange} />
      </HStack>
      <OptionsReadFailure reads={[options]} />
    </Stack>
  );
}
