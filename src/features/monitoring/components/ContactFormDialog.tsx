// Add or edit an alert contact: name, mobile phone, email, WeChat and the groups the contact belongs to.
// A refusal of the server shows in the dialog and keeps what was typed.
import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAddContact, useUpdateContact } from '../api/monitoring-mutations';
import { contactFormSchema, contactPayload, type ContactFormValues } from '../rules/contact-form';
import type { MonitoringContact, MonitoringGroup } from '../types';
import { ChoiceList, idsToValues, valuesToIds } from './ChoiceList';

interface Props {
  account: string;
  contacts: readonly MonitoringContact[];
  groups: readonly MonitoringGroup[];
  /** The contact being edited; absent when adding. */
  editing?: MonitoringContact;
  onClose(): void;
}

export function ContactFormDialog({ account, contacts, groups, editing, onClose }: Props) {
  const { t } = useLingui();
  const add = useAddContact();
  const update = useUpdateContact();
  const schema = useMemo(
    () =>
      contactFormSchema(
        contacts.map((contact) => contact.name),
        editing?.name,
      ),
    [contacts, editing?.name],
  );
  const form = useSchemaForm<ContactFormValues>(schema, {
    name: editing?.name ?? '',
    phone: editing?.phone ?? '',
    email: editing?.email ?? '',
    wechat: editing?.wechat ?? '',
    groupIds: editing?.groups.map((group) => group.id) ?? [],
  });
  const { register, control, formState } = form;
  const errors = formState.errors;

  const submit = (values: ContactFormValues) => {
    const body = contactPayload(values, account);
    if (editing) update.mutate({ body: { ...body, id: editing.id } }, { onSuccess: onClose });
    else add.mutate({ body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={editing ? t`Edit contact` : t`Add contact`}
      form={form}
      onSubmit={submit}
      mutation={editing ? update : add}
      submitLabel={t`Save`}
      onClose={onClose}
    >
      <FormField label={t`Contact name`} error={errors.name?.message} required>
        <Input {...register('name')} maxLength={60} autoComplete="off" />
      </FormField>
      <FormField label={t`Mobile phone`} error={errors.phone?.message} required>
        <Input {...register('phone')} type="tel" inputMode="tel" placeholder="13800000000" />
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message} required>
        <Input {...register('email')} type="email" placeholder="ops@example.com" />
      </FormField>
      <FormField label={t`WeChat ID`} error={errors.wechat?.message}>
        <Input {...register('wechat')} autoComplete="off" />
      </FormField>
      <Controller
        control={control}
        name="groupIds"
        render={({ field }) => (
          <ChoiceList
            label={t`Contact groups`}
            options={groups.map((group) => ({ value: String(group.id), label: group.name }))}
            value={idsToValues(field.value)}
            onChange={(values) => field.onChange(valuesToIds(values))}
            empty={t`No contact groups yet`}
          />
        )}
      />
    </FormDialog>
  );
}
