// Shown while a route's loader waits for data it has not cached yet (never for cached data).
import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function RoutePending() {
  const { t } = useLingui();
  return (
    <Center p="10">
      <Spinner size="lg" color="blue.solid" aria-label={t`Loading`} />
    </Center>
  );
}
