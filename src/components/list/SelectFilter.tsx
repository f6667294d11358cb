// A labelled select in a filter bar; `all` puts "All" (or the label given) first, the empty value: no filter.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { SelectOption } from '../select-options';

interface Props {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** Offer the empty value before the options, worded "All" or as given ("All statuses"). */
  all?: boolean | string;
  width?: string;
}

export function SelectFilter({ label, value, options, onChange, all, width = '40' }: Props) {
  const { t } = useLingui();
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {all && <option value="">{typeof all === 'string' ? all : t`All`}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
