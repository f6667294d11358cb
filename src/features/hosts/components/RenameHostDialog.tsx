// Rename a host. The body carries the host's fields with the new name; a refusal shows the server's message,
// no answer at all shows 'error', and either way the typed name stays.
import { Alert, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRenameHost } from '../api/host-mutations';
import { isNoAnswer, renameMessages, renameSchema, type RenameValues } from '../rules/rename';
import type { HostItem } from '../types';

export function RenameHostDialog({ host, onClose }: { host: HostItem; onClose(): void }) {
  const { t, i18n } = useLingui();
  const rename = useRenameHost();
  const form = useSchemaForm<RenameValues>(renameSchema, { hostName: host.hostName });
  const noAnswer = isNoAnswer(rename.error);
  const submit = ({ hostName }: RenameValues) => {
    const { id, type, customs, ip, area } = host;
    rename.mutate({ body: { id, type, customs, ip, area, hostName: hostName.trim() } }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={t`Rename ${host.hostName}`}
      form={form}
      onSubmit={submit}
      mutation={{ isPending: rename.isPending, error: noAnswer ? null : rename.error }}
      submitLabel={t`Save`}
      onClose={onClose}
    >
      {noAnswer && (
        <Alert.Root status="error" data-testid="form-refusal">
          <Alert.Indicator />
          <Alert.Title>{i18n._(renameMessages.noAnswer)}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label={t`Host name`} error={form.formState.errors.hostName?.message} required>
        <Input autoComplete="off" {...form.register('hostName')} />
      </FormField>
    </FormDialog>
  );
}
