// Add or edit an IP protection entry: source IP, cname prefix, single ports and/or a port range (002 §5.4).
// The source IP and prefix name the entry (its cname), so an edit changes the ports only. A refusal of the
// server shows at the top of the dialog and keeps everything typed; after a success the user is on the list.
import { Grid, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCreateEntry, useUpdateEntry } from '../api/protected-ip-mutations';
import {
  entryFormSchema,
  entryFormValues,
  toCreateRequest,
  toUpdateRequest,
  type EntryFormValues,
} from '../rules/entry-form';
import { FORBIDDEN_PORTS, MAX_PORTS_PER_RANGE } from '../rules/ports';
import type { ProtectedIpEntry } from '../types';

interface Props {
  /** The entry being edited; absent to add one. */
  editing?: ProtectedIpEntry;
  onClose(): void;
  onSaved(): void;
}

export function EntryFormDialog({ editing, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const form = useSchemaForm<EntryFormValues>(entryFormSchema, entryFormValues(editing));
  const { register, formState } = form;
  const errors = formState.errors;
  const isEdit = editing !== undefined;

  const submit = (values: EntryFormValues) => {
    const done = { onSuccess: onSaved };
    if (editing) update.mutate({ body: toUpdateRequest(editing.id, values) }, done);
    else create.mutate({ body: toCreateRequest(values) }, done);
  };

  const forbidden = FORBIDDEN_PORTS.join(', ');
  const limit = MAX_PORTS_PER_RANGE;
  return (
    <FormDialog
      title={isEdit ? t`Edit IP protection` : t`Add IP protection`}
      form={form}
      onSubmit={submit}
      mutation={isEdit ? update : create}
      submitLabel={isEdit ? t`Save` : t`Create`}
      onClose={onClose}
      size="lg"
    >
      <FormField label={t`Source IP`} error={errors.sourceIp?.message} required readOnly={isEdit}>
        <Input {...register('sourceIp')} readOnly={isEdit} placeholder="203.0.113.10" autoComplete="off" />
      </FormField>
      <FormField
        label={t`Cname prefix`}
        error={errors.cnamePrefix?.message}
        required
        readOnly={isEdit}
        helper={editing ? editing.cname : t`The orange-domain cname is made from it`}
      >
        <Input {...register('cnamePrefix')} readOnly={isEdit} autoComplete="off" />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        {t`Give single ports, a port range, or both. A range holds at most ${limit} ports. Forbidden ports: ${forbidden}.`}
      </Text>
      <FormField label={t`Ports`} error={errors.ports?.message} helper={t`Separate ports with commas, e.g. 80, 443`}>
        <Input {...register('ports')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <Grid templateColumns="1fr 1fr" gap="4">
        <FormField label={t`Port range start`} error={errors.rangeStart?.message}>
          <Input {...register('rangeStart')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label={t`Port range end`} error={errors.rangeEnd?.message}>
          <Input {...register('rangeEnd')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </Grid>
    </FormDialog>
  );
}
