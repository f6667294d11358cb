// Pick accounts out of the signed-in user's tree of domain groups. Ticking an account ticks everything under
// it; the value holds the picked leaves, the direct-domain entries ('<account>@+@') unchanged, ready for
// accountsForQuery. The direct-domain entry is shown as 'Direct domains' ('直属域名' in Chinese).
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { seesAllAccounts } from '@/api/permissions';
import type { SessionUser } from '@/api/session';
import {
  accountPickerTree,
  checkState,
  filterAccountTree,
  leafValues,
  toggleAccount,
  type AccountOption,
} from '@/lib/account-tree';
import { ChecklistPopover, type ChecklistRow } from './ChecklistPopover';

interface AccountPickerProps {
  user: SessionUser;
  /** The picked leaves (see account-tree.ts). */
  value: readonly string[];
  onChange(accounts: string[]): void;
}

export function AccountPicker({ user, value, onChange }: AccountPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const tree = useMemo(() => accountPickerTree(user, seesAllAccounts(user)), [user]);
  const labelOf = (option: AccountOption) => (option.direct ? t`Direct domains` : option.title);

  // Ticking a row acts on what the search shows under it, so "tick the group" never picks hidden rows.
  const shownTree = filterAccountTree(tree, search, labelOf);
  const optionsByValue = new Map<string, AccountOption>();
  const flatten = (options: readonly AccountOption[], depth: number): ChecklistRow[] =>
    options.flatMap((option) => {
      optionsByValue.set(option.value, option);
      const row = { value: option.value, label: labelOf(option), depth, checked: checkState(option, value) };
      return [row, ...flatten(option.children, depth + 1)];
    });
  const rows = flatten(shownTree, 0);

  const picked = leafValues(tree).filter((leaf) => value.includes(leaf));
  const count = picked.length;
  const only = count === 1 ? findOption(tree, picked[0]) : undefined;
  const summary = count === 0 ? t`All accounts` : only ? labelOf(only) : t`${count} accounts`;

  return (
    <ChecklistPopover
      label={t`Accounts`}
      summary={summary}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search accounts`}
      rows={rows}
      onToggle={(row, checked) => {
        const option = optionsByValue.get(row.value);
        if (option) onChange(toggleAccount(option, value, checked));
      }}
      emptyText={t`No matching accounts`}
      toolbar={
        <Button size="xs" variant="ghost" disabled={value.length === 0} onClick={() => onChange([])}>
          {t`Clear`}
        </Button>
      }
    />
  );
}

function findOption(options: readonly AccountOption[], value: string | undefined): AccountOption | undefined {
  for (const option of options) {
    if (option.value === value) return option;
    const found = findOption(option.children, value);
    if (found) return found;
  }
  return undefined;
}
