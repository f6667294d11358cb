// A deleting row: a spinner whose popover shows the deletion log, polled from the server. A failed read of
// the log says so in the popover, with Try again, rather than waiting for a first report that will not come.
import { Button, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiData } from '@/api/call';
import { ErrorAlert } from '@/components/ErrorAlert';

/** The read of one row's deletion progress (a `useQuery` result). */
export type DeletingRead = Pick<
  UseQueryResult<ApiData<'getCertificateDeletingStatus'>>,
  'data' | 'isError' | 'error' | 'refetch'
>;

export function DeletingIndicator({ read }: { read?: DeletingRead }) {
  const { t } = useLingui();
  const status = read?.data;
  return (
    <Popover.Root positioning={{ placement: 'left' }}>
      <Popover.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="orange">
          <Spinner size="xs" /> {t`Deleting`}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="1" fontSize="sm" data-testid="deleting-log">
                {read?.isError && (
                  <ErrorAlert
                    error={read.error}
                    title={t`The progress could not be read`}
                    onRetry={() => void read.refetch()}
                  />
                )}
                {status?.log.length ? (
                  status.log.map((entry, i) => (
                    <Text key={i}>
                      <Text as="span" color="fg.muted">
                        {entry.time}
                      </Text>{' '}
                      {entry.message}
                    </Text>
                  ))
                ) : (
                  <Text color="fg.muted">{t`Waiting for the first progress report…`}</Text>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
