// Step 2: the origins (type, address, port, weight, primary or backup), back host, back protocol, back
// directory and the test URL (checked by a call when the user goes on).
import { Button, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { emptyOrigin } from '@/features/domains/rules/domain-form';
import { protocolLabels } from '../domain-labels';
import { originTypeLabels, priorityLabels } from '../config-labels';
import { Choice } from './Choice';
import { FieldRow, RowField, RowRemove } from './FieldRow';
import { pairs, type StepProps } from './step-props';

export function OriginStep({ form }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const origins = useFieldArray({ control, name: 'origins' });
  const originTypes = pairs(originTypeLabels, (d) => i18n._(d));
  const priorities = pairs(priorityLabels, (d) => i18n._(d));
  return (
    <Stack gap="4">
      <Text fontWeight="semibold">{t`Origins`}</Text>
      {origins.fields.map((field, i) => {
        const e = errors.origins?.[i];
        const n = i + 1;
        return (
          <FieldRow
            key={field.id}
            testId={`origin-${i}`}
            first={i === 0}
            columns="7rem minmax(8rem, 1fr) 5rem 4.5rem 7rem auto"
          >
            <RowField>
              <FormField label={t`Origin type`}>
                <Choice label={t`Origin ${n} type`} field={register(`origins.${i}.type`)} options={originTypes} />
              </FormField>
            </RowField>
            <RowField wide>
              <FormField label={t`Address`} error={e?.address?.message} required>
                <Input aria-label={t`Origin ${n} address`} {...register(`origins.${i}.address`)} />
              </FormField>
            </RowField>
            <RowField>
              <FormField label={t`Port`} error={e?.port?.message} required>
                <Input aria-label={t`Origin ${n} port`} inputMode="numeric" {...register(`origins.${i}.port`)} />
              </FormField>
            </RowField>
            <RowField>
              <FormField label={t`Weight`} error={e?.weight?.message}>
                <Input aria-label={t`Origin ${n} weight`} inputMode="numeric" {...register(`origins.${i}.weight`)} />
              </FormField>
            </RowField>
            <RowField>
              <FormField label={t`Priority`}>
                <Choice
                  label={t`Origin ${n} priority`}
                  field={register(`origins.${i}.priority`)}
                  options={priorities}
                />
              </FormField>
            </RowField>
            <RowRemove>
              <IconButton aria-label={t`Remove origin ${n}`} variant="ghost" onClick={() => origins.remove(i)}>
                ×
              </IconButton>
            </RowRemove>
          </FieldRow>
        );
      })}
      {errors.origins?.root?.message && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.origins.root.message}
        </Text>
      )}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => origins.append(emptyOrigin())}>
        {t`Add origin`}
      </Button>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t`Back host`} error={errors.backhost?.message} required>
          <Input {...register('backhost')} />
        </FormField>
        <FormField label={t`Back protocol`}>
          <Choice
            label={t`Back protocol`}
            field={register('protocol')}
            options={pairs(protocolLabels, (d) => i18n._(d))}
          />
        </FormField>
        <FormField label={t`Back directory`} error={errors.backDirectory?.message} required>
          <Input {...register('backDirectory')} />
        </FormField>
        <FormField
          label={t`Test URL`}
          error={errors.testUrl?.message}
          required
          helper={t`A path on the origin, e.g. /healthz.txt`}
        >
          <Input {...register('testUrl')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
