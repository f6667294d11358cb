// The error boundary of every route: what failed, in the user's language, and a way to try again. Code that no
// longer exists after a release is not a failure to retry: the portal reloads into the new release at the
// address asked for (its search kept), or says a new version is available (src/components/release).
import { Box } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isStaleCodeError } from '@/lib/reload-once';
import { ErrorAlert } from '../ErrorAlert';
import { ReleaseNotice } from '../release/ReleaseNotice';
import { recoverFromStaleCode } from '../release/release-recovery';

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const staleCode = isStaleCodeError(error);

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  useEffect(() => {
    // The address the navigation was going to: the router has put it in the history already.
    if (staleCode) recoverFromStaleCode(router.history.createHref(router.latestLocation.href));
  }, [staleCode, router]);

  return (
    <Box p="6" maxW="2xl">
      {staleCode ? (
        <ReleaseNotice />
      ) : (
        <ErrorAlert
          error={error}
          onRetry={() => {
            reset();
            void router.invalidate();
          }}
        />
      )}
    </Box>
  );
}
