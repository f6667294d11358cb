// A labelled field with its translated error, for forms built with useSchemaForm.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  helper?: ReactNode;
  children: ReactNode;
}

export function FormField({ label, error, required, readOnly, helper, children }: Props) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
