// Add or edit a sub-account (domain group): identifier (letters, digits, underscores; unique; fixed once
// added), company name and contact email. A refusal shows in the dialog and keeps what was typed.
import { Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAddDomainGroup, useEditDomainGroup } from '../api/domain-group-mutations';
import { domainGroupFormSchema, type DomainGroupFormValues } from '../rules/forms';
import type { DomainGroup } from '../types';

interface Props {
  customer: string;
  existing: readonly string[];
  editing?: DomainGroup;
  onClose(): void;
}

export function DomainGroupFormDialog({ customer, existing, editing, onClose }: Props) {
  const { t } = useLingui();
  const adding = editing === undefined;
  const add = useAddDomainGroup();
  const edit = useEditDomainGroup();
  const schema = useMemo(() => domainGroupFormSchema({ existing, adding }), [existing, adding]);
  const form = useSchemaForm<DomainGroupFormValues>(schema, {
    identity: editing?.identity ?? '',
    companyName: editing?.companyName ?? '',
    email: editing?.email ?? '',
  });
  const errors = form.formState.errors;
  const submit = (values: DomainGroupFormValues) => {
    const body = {
      customer,
      identity: values.identity.trim(),
      companyName: values.companyName.trim(),
      email: values.email.trim(),
    };
    (adding ? add : edit).mutate({ body }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={adding ? t`New sub-account` : t`Edit sub-account ${editing.identity}`}
      form={form}
      onSubmit={submit}
      mutation={adding ? add : edit}
      submitLabel={adding ? t`Add` : t`Save`}
      onClose={onClose}
    >
      <FormField
        label={t`Identifier`}
        error={errors.identity?.message}
        required={adding}
        readOnly={!adding}
        helper={adding ? t`Letters, digits and underscores` : undefined}
      >
        <Input autoComplete="off" readOnly={!adding} {...form.register('identity')} />
      </FormField>
      <FormField label={t`Company name`} error={errors.companyName?.message} required>
        <Input {...form.register('companyName')} />
      </FormField>
      <FormField label={t`Contact email`} error={errors.email?.message} required>
        <Input type="email" {...form.register('email')} />
      </FormField>
    </FormDialog>
  );
}
