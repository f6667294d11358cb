// A react-hook-form form validated by a zod/mini schema through the shared adapter. Fields are checked on
// submit and then on every change. (Checking on blur made an error appear under the focused field as the
// user went for the submit button, which moved the button away from the pointer.)
// The default values are read once and the resolver changes only with the schema: a new object on every
// render would make the form treat each render as a reset and drop a validation still running.
import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useUnsavedForm } from './unsaved-forms';
import { zodResolver } from './zod-resolver';

export function useSchemaForm<V extends FieldValues>(schema: z.ZodMiniType<V>, defaultValues: DefaultValues<V>) {
  const { i18n } = useLingui();
  const [initialValues] = useState(defaultValues);
  const resolver = useMemo(() => zodResolver(schema, i18n), [schema, i18n]);
  const form = useForm<V>({ resolver, defaultValues: initialValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  // Something typed and not saved holds off a reload for a new release (unsaved-forms.ts).
  useUnsavedForm(form.formState.isDirty);
  return form;
}
