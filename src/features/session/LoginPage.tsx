// /newlogin: username and password, the server's refusal in the user's language, automatic login once.
import { Alert, Box, Button, Card, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, messages } from '../../api/error-messages';
import { landingRoute } from '../../api/permissions';
import { safeRedirect } from '../../api/safe-redirect';
import { clearUser, storeUser, type LoginUserInfo } from '../../api/session';
import { useAutoLogin, useLogin } from '../../api/session-api';
import { checkPassword, checkUsername, claimAutoLogin } from './login-rules';

interface Credentials {
  username: string;
  password: string;
}

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const login = useLogin();
  const autoLogin = useAutoLogin();
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });

  const enter = (info: LoginUserInfo) => {
    const user = storeUser(info);
    void router.navigate({ href: safeRedirect(redirectTo) ?? landingRoute(user), replace: true });
  };

  // Opening the screen clears every cached answer and the stored user, then tries automatic login once.
  const onOpen = useEffectEvent(() => {
    queryClient.clear();
    clearUser();
    if (claimAutoLogin()) autoLogin.mutate({}, { onSuccess: enter });
  });
  useEffect(() => onOpen(), []);

  const onSubmit = handleSubmit((credentials) =>
    login.mutate({ params: { query: credentials } }, { onSuccess: enter }),
  );
  const errorText = login.error ? describeError(i18n, login.error, messages.loginUnknown) : undefined;

  return (
    <Box minH="100dvh" display="grid" placeItems="center" p="4">
      <Card.Root as="main" width="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="lg">{t`Customer service system`}</Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              {errorText && (
                <Alert.Root status="error" data-testid="login-error">
                  <Alert.Indicator />
                  <Alert.Title>{errorText}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root invalid={Boolean(formState.errors.username)}>
                <Field.Label>{t`Username`}</Field.Label>
                <Input
                  autoComplete="username"
                  autoFocus
                  {...register('username', { validate: (v) => (checkUsername(v) ? i18n._(checkUsername(v)!) : true) })}
                />
                <Field.ErrorText>{formState.errors.username?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(formState.errors.password)}>
                <Field.Label>{t`Password`}</Field.Label>
                <Input
                  type="password"
                  autoComplete="current-password"
                  {...register('password', { validate: (v) => (checkPassword(v) ? i18n._(checkPassword(v)!) : true) })}
                />
                <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={login.isPending || autoLogin.isPending}>
                {t`Log in`}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
