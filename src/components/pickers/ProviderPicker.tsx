// Pick providers out of the init-options call's provider list (code and name; 000 §3 "a provider map (code to
// name)"). The value holds codes, as the traffic and analysis queries send them; rows show the names. A
// picked code the options no longer list (an old shared link) stays visible so it can be unticked.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChecklistPopover, type ChecklistRow } from './ChecklistPopover';
import { useEmptyOptionsText, type OptionsRead } from '../query/options-read';

export interface ProviderOption {
  code: string;
  name: string;
}

interface ProviderPickerProps {
  options: readonly ProviderOption[];
  value: readonly string[];
  onChange(codes: string[]): void;
  /** The read the options come from: an empty list then says whether it is loading or failed. */
  optionsRead?: OptionsRead;
}

export function ProviderPicker({ options, value, onChange, optionsRead }: ProviderPickerProps) {
  const { t } = useLingui();
  const emptyText = useEmptyOptionsText(optionsRead, t`No matching providers`);
  const [search, setSearch] = useState('');
  const picked = new Set(value);
  const known = new Set(options.map((option) => option.code));
  const all = [...options, ...value.filter((code) => !known.has(code)).map((code) => ({ code, name: code }))];
  const needle = search.trim().toLowerCase();
  const rows: ChecklistRow[] = all
    .filter((option) => !needle || `${option.name} ${option.code}`.toLowerCase().includes(needle))
    .map((option) => ({ value: option.code, label: option.name, depth: 0, checked: picked.has(option.code) }));
  const count = value.length;
  const nameOf = (code: string) => all.find((option) => option.code === code)?.name ?? code;
  const summary = count === 0 ? t`All providers` : count === 1 ? nameOf(value[0] ?? '') : t`${count} providers`;

  return (
    <ChecklistPopover
      label={t`Providers`}
      summary={summary}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search providers`}
      rows={rows}
      onToggle={(row, checked) => onChange(checked ? [...value, row.value] : value.filter((c) => c !== row.value))}
      emptyText={emptyText}
      toolbar={
        <Button size="xs" variant="ghost" disabled={count === 0} onClick={() => onChange([])}>
          {t`Clear`}
        </Button>
      }
    />
  );
}
