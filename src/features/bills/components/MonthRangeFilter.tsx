// The bill screen's month range: two month fields applied with Search; a wrong range says why and keeps
// what was chosen.
import { Field, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FilterBar } from '@/components/list/FilterBar';
import { monthOf, type MonthRange } from '../rules/month-range';
import { checkMonthRange } from '../rules/months';

interface Props {
  values: MonthRange;
  onSearch(range: MonthRange): void;
  onReset(): void;
}

export function MonthRangeFilter({ values, onSearch, onReset }: Props) {
  const { t, i18n } = useLingui();
  const max = monthOf(new Date());
  return (
    <FilterBar
      values={values}
      onSearch={onSearch}
      onReset={onReset}
      validate={(draft) => {
        const problem = checkMonthRange(draft, new Date());
        return problem && i18n._(problem);
      }}
    >
      {(draft, update, invalid) => (
        <>
          <Field.Root width="44" invalid={invalid}>
            <Field.Label>{t`From month`}</Field.Label>
            <Input
              size="sm"
              type="month"
              max={max}
              value={draft.start}
              onChange={(e) => update({ start: e.target.value })}
            />
          </Field.Root>
          <Field.Root width="44" invalid={invalid}>
            <Field.Label>{t`To month`}</Field.Label>
            <Input
              size="sm"
              type="month"
              max={max}
              value={draft.end}
              onChange={(e) => update({ end: e.target.value })}
            />
          </Field.Root>
        </>
      )}
    </FilterBar>
  );
}
