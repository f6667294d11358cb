// Add or edit a contact group: its name (renaming a group also changes what the alert rules show), a remark
// and the member contacts.
import { Input, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAddGroup, useUpdateGroup } from '../api/monitoring-mutations';
import { groupFormSchema, groupPayload, REMARK_MAX, type GroupFormValues } from '../rules/group-form';
import type { MonitoringContact, MonitoringGroup } from '../types';
import { ChoiceList, idsToValues, valuesToIds } from './ChoiceList';

interface Props {
  account: string;
  contacts: readonly MonitoringContact[];
  groups: readonly MonitoringGroup[];
  editing?: MonitoringGroup;
  onClose(): void;
}

export function GroupFormDialog({ account, contacts, groups, editing, onClose }: Props) {
  const { t } = useLingui();
  const add = useAddGroup();
  const update = useUpdateGroup();
  const schema = useMemo(
    () =>
      groupFormSchema(
        groups.map((group) => group.name),
        editing?.name,
      ),
    [groups, editing?.name],
  );
  const form = useSchemaForm<GroupFormValues>(schema, {
    name: editing?.name ?? '',
    remark: editing?.remark ?? '',
    contactIds: editing?.contacts.map((contact) => contact.id) ?? [],
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  const submit = (values: GroupFormValues) => {
    const body = groupPayload(values, account);
    if (editing) update.mutate({ body: { ...body, id: editing.id } }, { onSuccess: onClose });
    else add.mutate({ body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={editing ? t`Edit contact group` : t`Add contact group`}
      form={form}
      onSubmit={submit}
      mutation={editing ? update : add}
      submitLabel={t`Save`}
      onClose={onClose}
    >
      <FormField label={t`Group name`} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={60} autoComplete="off" />
      </FormField>
      <FormField label={t`Remark`} error={errors.remark?.message} helper={t`At most ${REMARK_MAX} characters`}>
        <Textarea {...register('remark')} rows={2} />
      </FormField>
      <Controller
        control={control}
        name="contactIds"
        render={({ field }) => (
          <ChoiceList
            label={t`Members`}
            options={contacts.map((contact) => ({ value: String(contact.id), label: contact.name }))}
            value={idsToValues(field.value)}
            onChange={(values) => field.onChange(valuesToIds(values))}
            empty={t`No contacts yet`}
          />
        )}
      />
    </FormDialog>
  );
}
