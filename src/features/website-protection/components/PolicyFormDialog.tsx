// Add or edit a policy of a website. After a success the user goes back one step in history (002 §2.1).
import { Input, Textarea } from '@chakra-ui/react';
import { Switch } from '@/components/ui/toggles';
import { useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCreatePolicy, useUpdatePolicy } from '../api/website-mutations';
import { POLICY_TYPES, policyTypeLabels, type PolicyType } from '../rules/policy-groups';
import { policyFormSchema, policyFormValues, policyRequest, type PolicyFormValues } from '../rules/policy-form';
import type { WebsitePolicy } from '../types';

interface Props {
  websiteId: number;
  editing?: WebsitePolicy;
  type: PolicyType;
  onClose(): void;
  onSaved(): void;
}

export function PolicyFormDialog({ websiteId, editing, type, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const create = useCreatePolicy();
  const update = useUpdatePolicy();
  const form = useSchemaForm<PolicyFormValues>(policyFormSchema, policyFormValues(editing, type));
  const errors = form.formState.errors;
  const submit = (values: PolicyFormValues) => {
    const body = { websiteId, ...policyRequest(values) };
    if (editing) update.mutate({ body: { id: editing.id, ...body } }, { onSuccess: onSaved });
    else create.mutate({ body }, { onSuccess: onSaved });
  };
  return (
    <FormDialog
      title={editing ? t`Edit policy` : t`Add policy`}
      form={form}
      onSubmit={submit}
      mutation={editing ? update : create}
      submitLabel={editing ? t`Save` : t`Create`}
      onClose={onClose}
    >
      <FormField label={t`Policy name`} error={errors.name?.message} required>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <SelectField
        label={t`Policy type`}
        options={POLICY_TYPES.map((value) => ({ value: String(value), label: i18n._(policyTypeLabels[value]) }))}
        {...form.register('type')}
      />
      <FormField label={t`Description`} error={errors.description?.message}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t`Enabled`}</Switch.Label>
          </Switch.Root>
        )}
      />
    </FormDialog>
  );
}
