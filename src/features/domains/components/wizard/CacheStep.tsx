// Step 3: cache rules (path, match type, time, unit), starting from the type's default strategy; at most 10
// suffixes a rule; the time is a whole number, 0 meaning no cache.
import { Button, IconButton, Input, Stack } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/toggles';
import { useLingui } from '@lingui/react/macro';
import { Controller, useFieldArray } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { Choice } from './Choice';
import { FieldRow, RowField, RowRemove } from './FieldRow';
import { matchTypeLabels, unitLabels } from '../config-labels';
import { pairs, type StepProps } from './step-props';

export function CacheStep({ form }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const rules = useFieldArray({ control, name: 'cacheStrategies' });
  const matchTypes = pairs(matchTypeLabels, (d) => i18n._(d));
  const units = pairs(unitLabels, (d) => i18n._(d));
  return (
    <Stack gap="3">
      {rules.fields.map((field, i) => {
        const e = formState.errors.cacheStrategies?.[i];
        const n = i + 1;
        return (
          <FieldRow key={field.id} first={i === 0} columns="8rem minmax(8rem, 1fr) 5rem 7rem auto">
            <RowField wide>
              <FormField label={t`Match type`}>
                <Choice
                  label={t`Rule ${n} match type`}
                  field={register(`cacheStrategies.${i}.matchType`)}
                  options={matchTypes}
                />
              </FormField>
            </RowField>
            <RowField wide>
              <FormField label={t`Path`} error={e?.path?.message} helper={t`Suffixes separated by ;`}>
                <Input aria-label={t`Rule ${n} path`} {...register(`cacheStrategies.${i}.path`)} />
              </FormField>
            </RowField>
            <RowField>
              <FormField label={t`Time`} error={e?.time?.message}>
                <Input aria-label={t`Rule ${n} time`} inputMode="numeric" {...register(`cacheStrategies.${i}.time`)} />
              </FormField>
            </RowField>
            <RowField>
              <FormField label={t`Unit`}>
                <Choice label={t`Rule ${n} unit`} field={register(`cacheStrategies.${i}.unit`)} options={units} />
              </FormField>
            </RowField>
            <RowRemove>
              <IconButton aria-label={t`Remove rule ${n}`} variant="ghost" onClick={() => rules.remove(i)}>
                ×
              </IconButton>
            </RowRemove>
          </FieldRow>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() => rules.append({ path: '', matchType: 'suffix', time: '0', unit: 'day' })}
      >
        {t`Add cache rule`}
      </Button>
      <Controller
        control={control}
        name="ignoreParams"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t`Ignore URL parameters when caching`}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </Stack>
  );
}
