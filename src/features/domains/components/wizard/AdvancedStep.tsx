// Step 4: response headers, referer / IP / User-Agent lists, URL authentication and rewrites (the settings
// the catalogue names), each checked with its own rule.
import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Switch } from '@/components/ui/toggles';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { Choice } from './Choice';
import { listModeLabels } from '../config-labels';
import { pairs, type StepProps } from './step-props';

export function AdvancedStep({ form }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const headers = useFieldArray({ control, name: 'headers' });
  const rewrites = useFieldArray({ control, name: 'rewrites' });
  const authOn = useWatch({ control, name: 'urlAuthEnabled' });
  const kinds = pairs(listModeLabels, (d) => i18n._(d));
  const list = (
    kind: 'refererType' | 'ipType' | 'uaType',
    name: 'refererList' | 'ipList' | 'uaList',
    label: string,
  ) => (
    <FormField label={label} error={errors[name]?.message} helper={t`One entry a line`}>
      <Choice label={t`${label} mode`} field={register(kind)} options={kinds} />
      <Textarea aria-label={label} rows={3} mt="1" {...register(name)} />
    </FormField>
  );
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{t`Response headers`}</Text>
      {headers.fields.map((field, i) => (
        <HStack key={field.id} align="start">
          <FormField label={t`Header name`} error={errors.headers?.[i]?.name?.message}>
            <Input {...register(`headers.${i}.name`)} />
          </FormField>
          <FormField label={t`Header value`} error={errors.headers?.[i]?.value?.message}>
            <Input {...register(`headers.${i}.value`)} />
          </FormField>
          <Button variant="ghost" mt="6" onClick={() => headers.remove(i)}>{t`Remove`}</Button>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => headers.append({ name: '', value: '' })}>
        {t`Add header`}
      </Button>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {list('refererType', 'refererList', t`Referer list`)}
        {list('ipType', 'ipList', t`IP list`)}
        {list('uaType', 'uaList', t`User-Agent list`)}
      </SimpleGrid>
      <Controller
        control={control}
        name="urlAuthEnabled"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t`URL authentication`}</Switch.Label>
          </Switch.Root>
        )}
      />
      {authOn && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t`Authentication type`}>
            <Choice
              label={t`Authentication type`}
              field={register('urlAuthType')}
              options={[
                ['A', 'A'],
                ['B', 'B'],
                ['C', 'C'],
              ]}
            />
          </FormField>
          <FormField label={t`Key`} error={errors.urlAuthKey?.message} required>
            <Input {...register('urlAuthKey')} autoComplete="off" />
          </FormField>
          <FormField label={t`Validity (seconds)`} error={errors.urlAuthSeconds?.message} required>
            <Input inputMode="numeric" {...register('urlAuthSeconds')} />
          </FormField>
        </SimpleGrid>
      )}
      <Text fontWeight="semibold">{t`Rewrites`}</Text>
      {rewrites.fields.map((field, i) => (
        <HStack key={field.id} align="start">
          <FormField label={t`Path`} error={errors.rewrites?.[i]?.source?.message}>
            <Input {...register(`rewrites.${i}.source`)} />
          </FormField>
          <FormField label={t`Target URL`} error={errors.rewrites?.[i]?.target?.message}>
            <Input {...register(`rewrites.${i}.target`)} />
          </FormField>
          <Button variant="ghost" mt="6" onClick={() => rewrites.remove(i)}>{t`Remove`}</Button>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => rewrites.append({ source: '', target: '' })}>
        {t`Add rewrite`}
      </Button>
    </Stack>
  );
}
