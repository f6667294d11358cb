// The dashboard's filters: the account, the protected IPs and the time range. Each applies at once (into the
// URL), and a new account starts again from all of its protected IPs.
import { HStack, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TimeRangePicker } from '@/components/pickers/TimeRangePicker';
import type { TimeRangeParams } from '@/lib/time-range';
import type { DashboardSearch } from '../search';
import type { StatisticTarget } from '../types';
import { EntryPicker } from './EntryPicker';

type Change = Partial<Pick<DashboardSearch, 'account' | 'ids'>> & Partial<TimeRangeParams>;

interface Props {
  accounts: readonly string[];
  account: string;
  targets: readonly StatisticTarget[];
  search: DashboardSearch;
  onChange(change: Change): void;
}

export function DashboardFilters({ accounts, account, targets, search, onChange }: Props) {
  const { t } = useLingui();
  return (
    <HStack gap="3" wrap="wrap" align="end">
      {accounts.length > 1 && (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t`Account`}
            value={account}
            onChange={(e) => onChange({ account: e.target.value, ids: [] })}
          >
            {accounts.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <EntryPicker targets={targets} value={search.ids} onChange={(ids) => onChange({ ids })} />
      <TimeRangePicker value={search} onChange={onChange} withGranularity />
    </HStack>
  );
}
