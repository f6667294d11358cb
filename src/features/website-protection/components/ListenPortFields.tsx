// The ports the gateway listens on for a website, each HTTP or HTTPS.
import { Button, Grid, IconButton, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import type { WebsiteFormValues } from '../rules/website-form';

export function ListenPortFields({ form }: { form: UseFormReturn<WebsiteFormValues> }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'listenPorts' });
  const errors = form.formState.errors.listenPorts;
  return (
    <Stack gap="2" role="group" aria-label={t`Listening ports`}>
      {fields.map((field, index) => (
        <Grid key={field.id} templateColumns="1fr 1fr auto" gap="2" alignItems="end">
          <SelectField
            label={t`Protocol ${index + 1}`}
            options={[
              { value: 'http', label: 'HTTP' },
              { value: 'https', label: 'HTTPS' },
            ]}
            {...form.register(`listenPorts.${index}.protocol`)}
          />
          <FormField label={t`Listening port ${index + 1}`} error={errors?.[index]?.port?.message} required>
            <Input {...form.register(`listenPorts.${index}.port`)} inputMode="numeric" autoComplete="off" />
          </FormField>
          <IconButton
            aria-label={t`Remove listening port ${index + 1}`}
            variant="ghost"
            colorPalette="red"
            disabled={fields.length === 1}
            onClick={() => remove(index)}
          >
            ×
          </IconButton>
        </Grid>
      ))}
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => append({ protocol: 'https', port: '443' })}>
        {t`Add listening port`}
      </Button>
    </Stack>
  );
}
