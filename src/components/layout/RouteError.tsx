// The error boundary of every route: what failed, in the user's language, and a way to try again.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { describeError } from '../../api/error-messages';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <Stack p="6" maxW="2xl" role="alert">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`This part of the page could not be loaded`}</Alert.Title>
          <Alert.Description>{describeError(i18n, error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button
        alignSelf="start"
        variant="outline"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t`Try again`}
      </Button>
    </Stack>
  );
}
