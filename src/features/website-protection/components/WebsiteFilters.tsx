// Search the websites by domain, reset, and add one.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '@/components/list/FilterBar';
import { TextFilter } from '@/components/list/TextFilter';

interface Props {
  domain?: string;
  onSearch(domain: string | undefined): void;
  onReset(): void;
  onAdd?(): void;
}

export function WebsiteFilters({ domain, onSearch, onReset, onAdd }: Props) {
  const { t } = useLingui();
  return (
    <FilterBar
      values={{ domain: domain ?? '' }}
      onSearch={(draft) => onSearch(draft.domain.trim() || undefined)}
      onReset={onReset}
      actions={onAdd && <Button size="sm" colorPalette="blue" onClick={onAdd}>{t`Add website`}</Button>}
    >
      {(draft, update) => (
        <TextFilter label={t`Domain`} value={draft.domain} onChange={(value) => update({ domain: value })} />
      )}
    </FilterBar>
  );
}
