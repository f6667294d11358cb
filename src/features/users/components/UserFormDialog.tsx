// Create or edit a user: username (unique), email, account, password with its confirmation (create only) and
// the permission grid with a live preview of the sections and landing page it gives. A refusal of the server
// shows in the dialog and keeps everything typed, the grid included.
import { Grid, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Screen } from '@/api/screens';
import { sessionAccounts, type SessionUser } from '@/api/session';
import { FormDialog } from '@/components/form/FormDialog';
import { FormField } from '@/components/form/FormField';
import { SelectField } from '@/components/form/SelectField';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCreateUser, useMoveUser, useUpdateUser } from '../api/user-mutations';
import { userFormSchema, type UserFormValues } from '../rules/forms';
import { gridOf, permissionsOf } from '../rules/permission-grid';
import type { SelfUser } from '../types';
import { AccessPreview } from './AccessPreview';
import { PermissionGrid } from './PermissionGrid';

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
  takenUsernames: readonly string[];
  editing?: SelfUser;
  onClose(): void;
}

export function UserFormDialog({ user, screens, takenUsernames, editing, onClose }: Props) {
  const { t, i18n } = useLingui();
  const creating = editing === undefined;
  const lang = i18n.locale === 'en' ? 'en' : 'zh';
  const create = useCreateUser();
  const update = useUpdateUser();
  const move = useMoveUser();
  const accounts = sessionAccounts(user);
  const schema = useMemo(() => userFormSchema({ takenUsernames, creating }), [takenUsernames, creating]);
  const form = useSchemaForm<UserFormValues>(schema, {
    username: editing?.username ?? '',
    email: editing?.email ?? '',
    account: editing?.account ?? user.account,
    password: '',
    confirmation: '',
  });
  const [grid, setGrid] = useState(() => gridOf(editing?.permissions ?? []));
  const permissions = permissionsOf(grid, editing?.permissions);
  const errors = form.formState.errors;

  const submit = async (values: UserFormValues) => {
    const email = values.email.trim() || undefined;
    const path = { params: { path: { lang } } } as const;
    if (!editing) {
      const body = {
        username: values.username.trim(),
        password: values.password,
        email,
        account: values.account,
        permissions,
      };
      create.mutate({ ...path, body }, { onSuccess: onClose });
      return;
    }
    try {
      // A changed account is its own call (updateaccount); the rest of the record follows.
      if (values.account !== editing.account)
        await move.mutateAsync({ ...path, body: { uid: editing.uid, account: values.account } });
      await update.mutateAsync({ ...path, body: { uid: editing.uid, username: editing.username, email, permissions } });
      onClose();
    } catch {
      // The refusal is shown in the dialog (the mutations' error); the input stays.
    }
  };

  const failed = create.error ?? move.error ?? update.error;
  return (
    <FormDialog
      title={creating ? t`New user` : t`Edit user ${editing.username}`}
      form={form}
      onSubmit={submit}
      mutation={{ isPending: create.isPending || move.isPending || update.isPending, error: failed }}
      submitLabel={creating ? t`Create` : t`Save`}
      onClose={onClose}
      size="lg"
    >
      <FormField label={t`Username`} error={errors.username?.message} required={creating} readOnly={!creating}>
        <Input autoComplete="off" readOnly={!creating} {...form.register('username')} />
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message}>
        <Input type="email" {...form.register('email')} />
      </FormField>
      <SelectField
        label={t`Account`}
        error={errors.account?.message}
        required
        placeholder={t`Choose an account`}
        options={accounts.map((account) => ({ value: account, label: account }))}
        {...form.register('account')}
      />
      {creating && (
        <>
          <FormField label={t`Password`} error={errors.password?.message} required helper={t`At least 8 characters`}>
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField label={t`Confirm password`} error={errors.confirmation?.message} required>
            <Input type="password" autoComplete="new-password" {...form.register('confirmation')} />
          </FormField>
        </>
      )}
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap="3" alignItems="start">
        <PermissionGrid value={grid} onChange={setGrid} />
        <AccessPreview permissions={permissions} screens={screens} />
      </Grid>
    </FormDialog>
  );
}
