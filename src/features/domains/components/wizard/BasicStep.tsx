// Step 1: name (format, unique), type (download, VOD, static when adding), scope and ICP number (checked by
// a call when the user goes on).
import { Input, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/form/FormField';
import { ADDABLE_TYPES } from '@/features/domains/rules/domain-form';
import { scopeLabels, scopeTitle, typeLabels } from '../domain-labels';
import { Choice } from './Choice';
import { pairs, type StepProps } from './step-props';

export function BasicStep({ form, editing }: StepProps) {
  const { t, i18n } = useLingui();
  const { register, formState } = form;
  const errors = formState.errors;
  const types = editing ? Object.keys(typeLabels) : ADDABLE_TYPES;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t`Domain name`} error={errors.name?.message} required readOnly={editing}>
        <Input {...register('name')} placeholder="cdn.example.com" readOnly={editing} autoFocus={!editing} />
      </FormField>
      <FormField label={t`Type`} error={errors.type?.message} required>
        <Choice
          label={t`Type`}
          field={register('type', { disabled: editing })}
          options={types.map((type) => [type, i18n._(typeLabels[type] ?? { id: type })])}
        />
      </FormField>
      <FormField label={i18n._(scopeTitle)} error={errors.scope?.message} required>
        <Choice label={i18n._(scopeTitle)} field={register('scope')} options={pairs(scopeLabels, (d) => i18n._(d))} />
      </FormField>
      <FormField label={t`ICP number`} error={errors.icp?.message} required>
        <Input {...register('icp')} placeholder="京ICP备12345678号-1" />
      </FormField>
    </SimpleGrid>
  );
}
