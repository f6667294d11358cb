// A certificate valid for fewer than 30 more days (002: 'at least 30 days' is a hint): said plainly, with a box
// the user ticks to upload it anyway. Nothing shows for a certificate with time enough.
import { Field } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/toggles';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CertificateFormValues } from '../rules/certificate-form';
import { expiresSoon, type PemSummary } from '../rules/pem';

export function ShortValidityConsent({
  form,
  summary,
}: {
  form: UseFormReturn<CertificateFormValues>;
  summary: PemSummary;
}) {
  const { t } = useLingui();
  if (!expiresSoon(summary)) return null;
  const days = summary.daysLeft;
  return (
    <Controller
      control={form.control}
      name="acceptShortValidity"
      render={({ field, fieldState }) => (
        <Field.Root invalid={fieldState.invalid} data-testid="short-validity">
          <Checkbox.Root
            colorPalette="orange"
            checked={field.value}
            onCheckedChange={(e) => field.onChange(e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t`${plural(days, { one: 'This certificate expires in # day. Upload it anyway', other: 'This certificate expires in # days. Upload it anyway' })}`}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
