// The settings the chosen action needs (rule-action-form.ts says which): a URL and status for a redirect, a
// request budget for rates, the security response, a header for request/response, a target for forward,
// a setting and value for override.
import { Input, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { actionFields, REDIRECT_CODES } from '../rules/rule-action-form';
import { SECURITY_ACTIONS, securityActionLabels, type ActionField, type ActionType } from '../rules/rule-actions';
import type { RuleFormValues } from '../rules/rule-form';

export function ActionFields({ form, type }: { form: UseFormReturn<RuleFormValues>; type: ActionType }) {
  const { t, i18n } = useLingui();
  const errors = form.formState.errors;
  const labels: Record<ActionField, string> = {
    redirectUrl: t`Redirect to URL`,
    statusCode: t`Status code`,
    interval: t`Interval (seconds)`,
    requests: t`Requests allowed per interval`,
    securityAction: t`Security response`,
    headerName: type === 4 ? t`Request header name` : t`Response header name`,
    headerValue: type === 4 ? t`Request header value` : t`Response header value`,
    forwardTo: t`Forward to (origin host)`,
    setting: t`Setting to override`,
    value: t`Value`,
  };

  const select = (field: ActionField, options: readonly { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...form.register(field)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return actionFields[type].map((field) => (
    <FormField key={field} label={labels[field]} error={errors[field]?.message} required>
      {field === 'statusCode' ? (
        select(
          field,
          REDIRECT_CODES.map((code) => ({ value: code, label: code })),
        )
      ) : field === 'securityAction' ? (
        select(
          field,
          SECURITY_ACTIONS.map((value) => ({ value, label: i18n._(securityActionLabels[value]) })),
        )
      ) : (
        <Input
          {...form.register(field)}
          autoComplete="off"
          inputMode={field === 'interval' || field === 'requests' ? 'numeric' : undefined}
        />
      )}
    </FormField>
  ));
}
