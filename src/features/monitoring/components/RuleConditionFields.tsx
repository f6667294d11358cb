// The condition of an alert rule: metric, comparison, threshold (in the metric's unit), statistics period and
// how many periods in a row before the alert goes out.
import { HStack, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { METRICS, metricLabels, OPERATORS, operatorSymbols, PERIODS, thresholdInput } from '../rules/metrics';
import type { RuleFormValues } from '../rules/rule-form';

export function RuleConditionFields({ form }: { form: UseFormReturn<RuleFormValues> }) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const metric = useWatch({ control, name: 'metric' });
  const unit = thresholdInput(metric).unit;
  return (
    <>
      {/* On a phone each of the three takes a line: side by side the metric's name was cut to a few letters. */}
      <HStack align="start" gap="3" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <FormField label={t`Metric`} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('metric')}>
              {METRICS.map((value) => (
                <option key={value} value={value}>
                  {i18n._(metricLabels[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t`Comparison`} required>
          <NativeSelect.Root width="24">
            <NativeSelect.Field {...register('operator')}>
              {OPERATORS.map((value) => (
                <option key={value} value={value}>
                  {operatorSymbols[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t`Threshold`} error={errors.threshold?.message} required>
          <InputGroup endElement={unit || undefined}>
            <Input {...register('threshold')} inputMode="decimal" />
          </InputGroup>
        </FormField>
      </HStack>
      <HStack align="start" gap="3">
        <FormField label={t`Statistics period`} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('period', { valueAsNumber: true })}>
              {PERIODS.map((minutes) => (
                <option key={minutes} value={minutes}>{t`${minutes} min`}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t`Periods in a row`} error={errors.times?.message} required>
          <Input {...register('times')} inputMode="numeric" />
        </FormField>
      </HStack>
    </>
  );
}
