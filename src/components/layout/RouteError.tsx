// The error boundary of every route: what failed, in the user's language, and a way to try again.
import { Box } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorAlert } from '../ErrorAlert';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <Box p="6" maxW="2xl">
      <ErrorAlert
        error={error}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Box>
  );
}
