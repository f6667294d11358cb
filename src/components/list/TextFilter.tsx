// A text field of a filter bar.
import { Field, Input } from '@chakra-ui/react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  width?: string;
}

export function TextFilter({ label, value, onChange, placeholder, width = '56' }: Props) {
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
    </Field.Root>
  );
}
