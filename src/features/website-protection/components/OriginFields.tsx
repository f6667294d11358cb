// The origins of a website: address and port, and the weight when the mode is weighted.
import { Button, Grid, IconButton, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import type { WebsiteFormValues } from '../rules/website-form';

export function OriginFields({ form, weighted }: { form: UseFormReturn<WebsiteFormValues>; weighted: boolean }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'origins' });
  const errors = form.formState.errors.origins;
  return (
    <Stack gap="2" role="group" aria-label={t`Origins`}>
      {fields.map((field, index) => (
        <Grid key={field.id} templateColumns={weighted ? '3fr 1fr 1fr auto' : '3fr 1fr auto'} gap="2" alignItems="end">
          <FormField label={t`Origin address ${index + 1}`} error={errors?.[index]?.address?.message} required>
            <Input {...form.register(`origins.${index}.address`)} placeholder="203.0.113.10" autoComplete="off" />
          </FormField>
          <FormField label={t`Port`} error={errors?.[index]?.port?.message} required>
            <Input {...form.register(`origins.${index}.port`)} inputMode="numeric" autoComplete="off" />
          </FormField>
          {weighted && (
            <FormField label={t`Weight`} error={errors?.[index]?.weight?.message} required>
              <Input {...form.register(`origins.${index}.weight`)} inputMode="numeric" autoComplete="off" />
            </FormField>
          )}
          <IconButton
            aria-label={t`Remove origin ${index + 1}`}
            variant="ghost"
            colorPalette="red"
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            ×
          </IconButton>
        </Grid>
      ))}
      {errors?.message && (
        <span role="alert" style={{ color: 'var(--chakra-colors-fg-error)' }}>
          {errors.message}
        </span>
      )}
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        onClick={() => append({ address: '', port: '80', weight: '1' })}
      >
        {t`Add origin`}
      </Button>
    </Stack>
  );
}
