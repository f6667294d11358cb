// The password change of the signed-in user: current password, new password (at least 8 characters, not the
// current one) and its confirmation. A refusal says 'Password change failed' with the server's reason and
// keeps what was typed; a success clears the fields. Leaving the screen with something typed asks first.
import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { describeError, messages } from '@/api/error-messages';
import type { SessionUser } from '@/api/session';
import { FormField } from '@/components/form/FormField';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useChangePassword } from '../api/password-mutation';
import { passwordFormSchema, type PasswordFormValues } from '../rules/forms';

export function PasswordForm({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const form = useSchemaForm<PasswordFormValues>(passwordFormSchema, { current: '', password: '', confirmation: '' });
  const errors = form.formState.errors;
  // Read during render: react-hook-form reports isDirty only to a form that subscribed to it.
  const leaveQuestion = useLeaveGuard(form.formState.isDirty);
  const submit = (values: PasswordFormValues) =>
    change.mutate(
      {
        params: {
          query: {
            username: user.username,
            password: values.password,
            account: user.account,
            ischinese: i18n.locale === 'en' ? 'false' : 'true',
          },
        },
      },
      { onSuccess: () => form.reset() },
    );

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t`Change password`}>
      <Stack gap="4" maxW="md">
        {change.error !== null && (
          <Alert.Root status="error" data-testid="form-refusal">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{i18n._(messages.passwordChangeFailed)}</Alert.Title>
              <Alert.Description>{describeError(i18n, change.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormField label={t`Current password`} error={errors.current?.message} required>
          <Input type="password" autoComplete="current-password" {...form.register('current')} />
        </FormField>
        <FormField label={t`New password`} error={errors.password?.message} required helper={t`At least 8 characters`}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t`Confirm new password`} error={errors.confirmation?.message} required>
          <Input type="password" autoComplete="new-password" {...form.register('confirmation')} />
        </FormField>
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="start"
          loading={change.isPending}
          disabled={change.isPending}
        >
          {t`Change password`}
        </Button>
      </Stack>
      {leaveQuestion}
    </form>
  );
}
