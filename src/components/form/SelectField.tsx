// A labelled select of a form built with useSchemaForm: spread `form.register(name)` onto it like an input;
// the label, the required mark and the translated error come from FormField.
import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { SelectOption } from '../select-options';
import { FormField } from './FormField';

type Props = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  /** A first, empty option that asks for a choice ("Choose an account"). */
  placeholder?: string;
};

export function SelectField({ label, options, error, required, helper, placeholder, ...field }: Props) {
  return (
    <FormField label={label} error={error} required={required} helper={helper}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
