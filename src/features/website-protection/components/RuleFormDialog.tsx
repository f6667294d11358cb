// Add or edit a rule of a policy: name, action and its settings, the condition and whether it runs. A new
// rule goes last in the order. After a success the user goes back one step in history (002 §2.1).
import { Input, Textarea } from '@chakra-ui/react';
import { Switch } from '@/components/ui/toggles';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { OptionsReadFailure } from '@/components/query/options-read';
import { useCreateRule, useUpdateRule } from '../api/website-mutations';
import { clientAppsQuery, ruleFiltersQuery } from '../api/website-queries';
import { ACTION_TYPES } from '../rules/rule-action-form';
import { actionLabels, type ActionType } from '../rules/rule-actions';
import { appendCondition } from '../rules/rule-filter';
import { ruleFormSchema, ruleFormValues, ruleRequest, type RuleFormValues } from '../rules/rule-form';
import type { WebsiteRule } from '../types';
import { ActionFields } from './ActionFields';
import { ConditionBuilder } from './ConditionBuilder';

interface Props {
  policyId: number;
  editing?: WebsiteRule;
  /** The priority a new rule gets: after the last one. */
  nextPriority: number;
  onClose(): void;
  onSaved(): void;
}

export function RuleFormDialog({ policyId, editing, nextPriority, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const create = useCreateRule();
  const update = useUpdateRule();
  const filters = useQuery(ruleFiltersQuery());
  const clientApps = useQuery(clientAppsQuery());
  const form = useSchemaForm<RuleFormValues>(ruleFormSchema, ruleFormValues(editing));
  const errors = form.formState.errors;
  const actionType = Number(useWatch({ control: form.control, name: 'actionType' })) as ActionType;
  const submit = (values: RuleFormValues) => {
    const body = { policyId, ...ruleRequest(values) };
    if (editing)
      update.mutate({ body: { id: editing.id, priority: editing.priority, ...body } }, { onSuccess: onSaved });
    else create.mutate({ body: { ...body, priority: nextPriority } }, { onSuccess: onSaved });
  };
  return (
    <FormDialog
      title={editing ? t`Edit rule` : t`Add rule`}
      form={form}
      onSubmit={submit}
      mutation={editing ? update : create}
      submitLabel={editing ? t`Save` : t`Create`}
      onClose={onClose}
      size="lg"
    >
      <FormField label={t`Rule name`} error={errors.name?.message} required>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <SelectField
        label={t`Action`}
        options={ACTION_TYPES.map((type) => ({ value: String(type), label: i18n._(actionLabels[type]) }))}
        {...form.register('actionType')}
      />
      <ActionFields form={form} type={actionType} />
      <FormField
        label={t({ message: 'Condition', context: 'which requests a protection rule applies to' })}
        error={errors.filter?.message}
        required
        helper={t`Conditions joined by & must all hold, e.g. URL == "/api/login"`}
      >
        <Textarea rows={2} fontFamily="mono" fontSize="xs" {...form.register('filter')} />
      </FormField>
      <ConditionBuilder
        filters={filters.data ?? []}
        clientApps={clientApps.data ?? []}
        onAdd={(next) =>
          form.setValue('filter', appendCondition(form.getValues('filter'), next), {
            shouldValidate: form.formState.isSubmitted,
          })
        }
      />
      <OptionsReadFailure reads={[filters, clientApps]} />
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
