// Pick the protected IPs to chart out of those of the account; none picked charts them all.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChecklistPopover, type ChecklistRow } from '@/components/pickers/ChecklistPopover';
import type { StatisticTarget } from '../types';

interface Props {
  targets: readonly StatisticTarget[];
  value: readonly string[];
  onChange(ids: string[]): void;
}

export function EntryPicker({ targets, value, onChange }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const picked = new Set(value);
  const rows: ChecklistRow[] = targets
    .filter((target) => !needle || `${target.sourceIp} ${target.cname}`.toLowerCase().includes(needle))
    .map((target) => ({
      value: String(target.id),
      label: `${target.sourceIp} (${target.cname})`,
      depth: 0,
      checked: picked.has(String(target.id)),
    }));
  const count = value.length;
  const only = count === 1 ? targets.find((target) => String(target.id) === value[0]) : undefined;
  const summary = count === 0 ? t`All protected IPs` : only ? only.sourceIp : t`${count} protected IPs`;
  return (
    <ChecklistPopover
      label={t`Protected IPs`}
      summary={summary}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search IP or cname`}
      rows={rows}
      onToggle={(row, checked) => onChange(checked ? [...value, row.value] : value.filter((id) => id !== row.value))}
      emptyText={t`No protected IP matches`}
      toolbar={
        <Button size="xs" variant="ghost" disabled={count === 0} onClick={() => onChange([])}>
          {t`Clear`}
        </Button>
      }
    />
  );
}
