// A native select of the wizard, registered with the form (native: keyboard and screen readers for free).
import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function Choice({
  field,
  options,
  label,
}: {
  field: UseFormRegisterReturn;
  options: [string, string][];
  label?: string;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...field} aria-label={label}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}
