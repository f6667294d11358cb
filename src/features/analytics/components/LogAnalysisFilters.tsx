// The log analysis filter: domains and providers from the init options, and the time range. Each change
// applies at once (into the URL).
import { HStack } from '@chakra-ui/react';
import type { ApiData } from '@/api/call';
import { DomainPicker } from '@/components/pickers/DomainPicker';
import { ProviderPicker } from '@/components/pickers/ProviderPicker';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import type { LogAnalysisSearch } from '../search';

interface Props {
  options: ApiData<'getAnalysisInitOptions'> | undefined;
  search: LogAnalysisSearch;
  onChange(filters: Partial<LogAnalysisSearch>): void;
}

export function LogAnalysisFilters({ options, search, onChange }: Props) {
  const providers = Object.entries(options?.provider ?? {}).map(([code, name]) => ({ code, name }));
  return (
    <HStack gap="3" wrap="wrap" align="end">
      <DomainPicker
        options={options?.domain ?? []}
        value={search.domains}
        onChange={(picked) => onChange({ domains: picked })}
      />
      <ProviderPicker
        options={providers}
        value={search.providers}
        onChange={(codes) => onChange({ providers: codes })}
      />
      <TimeRangePicker value={search} onChange={onChange} />
    </HStack>
  );
}
