// Add or edit an alert rule. Editing starts from the rule's details (002 §7.6; the listed row if they cannot
// be read); domains come from the alert rule domain lookup and groups from the group list. While the
// request runs a 'loading……' toast shows (002 §8.5); a refusal shows in the dialog and keeps the input.
import { Input } from '@chakra-ui/react';
import { Switch } from '@/components/ui/toggles';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { ErrorAlert } from '@/components/ErrorAlert';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { OptionsReadFailure, useEmptyOptionsText } from '@/components/query/options-read';
import { useAddRule, useUpdateRule } from '../api/monitoring-mutations';
import { groupsQuery, ruleDetailQuery, ruleDomainsQuery } from '../api/monitoring-queries';
import { CHANNELS, channelLabels } from '../rules/metrics';
import { ruleFormSchema, ruleFormValues, rulePayload, type RuleFormValues } from '../rules/rule-form';
import type { MonitoringChannel, MonitoringRule } from '../types';
import { ChoiceList, idsToValues, valuesToIds } from './ChoiceList';
import { RuleBacktest } from './RuleBacktest';
import { RuleConditionFields } from './RuleConditionFields';
import { useLoadingToast } from './use-loading-toast';

interface Props {
  account: string;
  rules: readonly MonitoringRule[];
  editing?: MonitoringRule;
  /** Shows the backtest of the rule on the last 7 days (for a user who may read the service-info traffic). */
  backtest?: boolean;
  onClose(): void;
}

export function RuleFormDialog({ editing, ...props }: Props) {
  const detail = useQuery({ ...ruleDetailQuery(editing?.uuid ?? ''), enabled: editing !== undefined });
  if (editing && detail.isPending) return null;
  return <RuleForm {...props} editing={editing && (detail.data ?? editing)} />;
}

function RuleForm({ account, rules, editing, backtest, onClose }: Props) {
  const { t, i18n } = useLingui();
  const add = useAddRule();
  const update = useUpdateRule();
  const mutation = editing ? update : add;
  useLoadingToast(mutation.isPending);
  const domains = useQuery(ruleDomainsQuery(account));
  const groups = useQuery(groupsQuery(account));
  const noGroups = useEmptyOptionsText(groups, t`No contact groups yet`);
  const schema = useMemo(
    () =>
      ruleFormSchema(
        rules.map((rule) => rule.name),
        editing?.name,
      ),
    [rules, editing?.name],
  );
  const form = useSchemaForm<RuleFormValues>(schema, ruleFormValues(editing));
  const { register, control, formState } = form;
  const errors = formState.errors;
  // A domain the rule already watches stays offered even if the lookup no longer lists it.
  const domainOptions = [...new Set([...(editing?.domains ?? []), ...(domains.data ?? [])])];

  const submit = (values: RuleFormValues) => {
    const body = rulePayload(values, account);
    if (editing) update.mutate({ body: { ...body, id: editing.id, uuid: editing.uuid } }, { onSuccess: onClose });
    else add.mutate({ body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={editing ? t`Edit alert rule` : t`Add alert rule`}
      form={form}
      onSubmit={submit}
      mutation={mutation}
      submitLabel={t`Save`}
      onClose={onClose}
      size="lg"
    >
      <FormField label={t`Rule name`} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={80} autoComplete="off" />
      </FormField>
      {domains.isError ? (
        <ErrorAlert
          error={domains.error}
          title={t`The domains could not be loaded`}
          onRetry={() => void domains.refetch()}
        />
      ) : (
        <Controller
          control={control}
          name="domains"
          render={({ field, fieldState }) => (
            <ChoiceList
              label={t`Watched domains`}
              required
              options={domainOptions.map((domain) => ({ value: domain, label: domain }))}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              empty={domains.isPending ? t`Loading…` : t`No domains to watch`}
            />
          )}
        />
      )}
      <RuleConditionFields form={form} />
      {backtest && <RuleBacktest account={account} control={control} />}
      <Controller
        control={control}
        name="groupIds"
        render={({ field, fieldState }) => (
          <ChoiceList
            label={t`Contact groups to notify`}
            required
            options={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
            value={idsToValues(field.value)}
            onChange={(values) => field.onChange(valuesToIds(values))}
            error={fieldState.error?.message}
            empty={noGroups}
          />
        )}
      />
      <OptionsReadFailure reads={[groups]} />
      <Controller
        control={control}
        name="channels"
        render={({ field, fieldState }) => (
          <ChoiceList
            label={t`Notify by`}
            required
            options={CHANNELS.map((channel) => ({ value: channel, label: i18n._(channelLabels[channel]) }))}
            value={field.value}
            onChange={(values) => field.onChange(values as MonitoringChannel[])}
            error={fieldState.error?.message}
          />
        )}
      />
      {!editing && (
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t`Enable the rule now`}</Switch.Label>
            </Switch.Root>
          )}
        />
      )}
    </FormDialog>
  );
}
