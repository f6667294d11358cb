// A react-hook-form form validated by a zod/mini schema through the shared adapter. Fields are checked when
// they lose focus and again on every change after a first error, so messages come neither too early nor late.
import { useLingui } from '@lingui/react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { zodResolver } from './zod-resolver';

export function useSchemaForm<V extends FieldValues>(schema: z.ZodMiniType<V>, defaultValues: DefaultValues<V>) {
  const { i18n } = useLingui();
  return useForm<V>({ resolver: zodResolver(schema, i18n), defaultValues, mode: 'onTouched' });
}
