// Pick domains out of the (possibly thousands of) names the init-options call answers. Only the first
// SHOWN_LIMIT matches are drawn, so typing stays responsive on a large account; a note asks for a narrower
// search when more match. Picked domains stay picked while they are filtered out of view.
import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { ChecklistPopover, type ChecklistRow } from './ChecklistPopover';
import { useEmptyOptionsText, type OptionsRead } from '../query/options-read';

/** The most rows drawn at once: enough to scroll through, few enough to draw at every keystroke. */
export const SHOWN_LIMIT = 200;

interface DomainPickerProps {
  /** Every domain the user may pick. */
  options: readonly string[];
  value: readonly string[];
  onChange(domains: string[]): void;
  /** What the button says with nothing picked (default 'All domains'; say 'Choose domains' where one is required). */
  emptyLabel?: string;
  /** The read the options come from: an empty list then says whether it is loading or failed. */
  optionsRead?: OptionsRead;
}

export function DomainPicker({ options, value, onChange, emptyLabel, optionsRead }: DomainPickerProps) {
  const { t } = useLingui();
  const emptyText = useEmptyOptionsText(optionsRead, t`No matching domains`);
  const [search, setSearch] = useState('');
  // The list follows the typing a moment later, so the search box never waits for the list.
  const deferredSearch = useDeferredValue(search);
  const lowered = useMemo(() => options.map((domain) => domain.toLowerCase()), [options]);
  const matches = useMemo(() => {
    const needle = deferredSearch.trim().toLowerCase();
    return needle ? options.filter((_domain, index) => lowered[index]?.includes(needle)) : options;
  }, [options, lowered, deferredSearch]);
  const shown = matches.slice(0, SHOWN_LIMIT);
  const picked = new Set(value);
  const rows: ChecklistRow[] = shown.map((domain) => ({
    value: domain,
    label: domain,
    depth: 0,
    checked: picked.has(domain),
  }));

  const count = value.length;
  const summary = count === 0 ? (emptyLabel ?? t`All domains`) : count === 1 ? (value[0] ?? '') : t`${count} domains`;
  const shownCount = shown.length;
  const matchCount = matches.length;

  return (
    <ChecklistPopover
      label={t`Domain names`}
      summary={summary}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t`Search domains`}
      rows={rows}
      onToggle={(row, checked) =>
        onChange(checked ? [...value, row.value] : value.filter((domain) => domain !== row.value))
      }
      emptyText={emptyText}
      toolbar={
        <>
          <Button
            size="xs"
            variant="outline"
            disabled={shown.length === 0}
            onClick={() => onChange([...value, ...shown.filter((domain) => !picked.has(domain))])}
          >
            {t`Select all shown`}
          </Button>
          <Button size="xs" variant="ghost" disabled={count === 0} onClick={() => onChange([])}>
            {t`Clear`}
          </Button>
        </>
      }
      footer={
        matchCount > shownCount && (
          <Text fontSize="xs" color="fg.muted" role="status">
            {t`Showing ${shownCount} of ${matchCount} matches. Refine your search to see the rest.`}
          </Text>
        )
      }
    />
  );
}
